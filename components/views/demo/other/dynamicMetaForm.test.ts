import { titleError } from './dynamicMetaForm';

describe('titleError', () => {
  it('asks for a title that is not blank', () => {
    for (const t of ['', '   ', '\t']) expect(titleError(t)).toBe('titleRequired');
  });

  it('takes any title with a character in it', () => {
    for (const t of ['新', ' 新标题 ']) expect(titleError(t)).toBeNull();
  });
});
