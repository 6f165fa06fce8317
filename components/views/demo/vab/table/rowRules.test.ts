import { rowErrors } from './rowRules';

const ok = { title: '年度报告', author: '张三', rate: 3, description: '' };

describe('rowErrors', () => {
  it('accepts a complete row', () => {
    expect(rowErrors(ok)).toEqual({});
  });

  it('names each field that is blank, too long or out of range', () => {
    expect(rowErrors({ title: '  ', author: '', rate: 0, description: 'x'.repeat(201) }))
      .toEqual({ title: 'required', author: 'required', rate: 'rateRange', description: 'descriptionLength' });
    expect(rowErrors({ ...ok, title: 'x'.repeat(51), author: 'y'.repeat(21), rate: 6 }))
      .toEqual({ title: 'titleLength', author: 'authorLength', rate: 'rateRange' });
  });

  it('accepts the limits themselves', () => {
    expect(rowErrors({ title: 'x'.repeat(50), author: 'y'.repeat(20), rate: 5, description: 'z'.repeat(200) })).toEqual({});
  });
});
