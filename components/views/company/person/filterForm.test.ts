import { idFilterError } from './filterForm';

describe('idFilterError', () => {
  it('takes no ID number, a whole one or its last 4 to 18 characters, X in either case', () => {
    for (const id of ['', '  ', '1234', '3305', ' 123x ', '33050X', '11010519491231002X', '110105194912310021']) expect(idFilterError(id)).toBeNull();
  });

  it('refuses fewer than 4 characters, more than 18, anything but digits and X, and an X anywhere but last', () => {
    for (const id of ['123', '1101051949123100211', '12a4', '12 34', '123Y', '3305X0', '3305x0', 'X123', '1101051949123100X2']) expect(idFilterError(id)).toBe('issue.idFilter');
  });
});
