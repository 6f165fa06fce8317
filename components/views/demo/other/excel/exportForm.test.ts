import { fileNameError } from './exportForm';

describe('fileNameError', () => {
  it('asks for a file name that is not blank, and takes one with a character', () => {
    for (const n of ['', '   ']) expect(fileNameError(n)).toBe('nameRequired');
    for (const n of ['表格数据', ' a ']) expect(fileNameError(n)).toBeNull();
  });
});
