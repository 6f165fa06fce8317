import { searchError } from './searchForm';

describe('searchError', () => {
  it('asks for an address or words that are not blank, and takes either', () => {
    for (const t of ['', ' \t ']) expect(searchError(t)).toBe('searchRequired');
    for (const t of ['example.com', ' 人事 ']) expect(searchError(t)).toBeNull();
  });
});
