import { idFilterError } from './filterForm';

describe('idFilterError', () => {
  it('takes no ID number, a whole one or its last 4 to 18 characters, X in either case', () => {
    for (const id of ['', '  ', '1234', ' 123x ', '11010519491231002X', '110105194912310021']) expect(idFilterError(id)).toBeNull();
  });

  it('refuses fewer than 4 characters, more than 18, and anything but digits and X', () => {
    for (const id of ['123', '1101051949123100211', '12a4', '12 34', '123Y']) expect(idFilterError(id)).toBe('issue.idFilter');
  });
});
