import { categoryError } from './attachmentForm';

describe('categoryError', () => {
  it('asks for a category that is not blank', () => {
    for (const c of ['', '  ']) expect(categoryError(c)).toBe('categoryRequired');
  });

  it('takes up to 40 characters besides the surrounding spaces', () => {
    expect(categoryError(` ${'类'.repeat(40)} `)).toBeNull();
    expect(categoryError('类'.repeat(41))).toBe('categoryTooLong');
  });
});
