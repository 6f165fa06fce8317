import { formatValue } from './fieldFormat';

const words = { yes: '是', no: '否', empty: '—' };
const codeLabel = (list: string, code: string) => (list === 'gender' && code === '2' ? '女' : `${list}:${code}`);

describe('formatValue', () => {
  it('shows a coded field by its code list label', () => {
    expect(formatValue('gender', '2', codeLabel, words)).toBe('女');
    expect(formatValue('affiliation', 40, codeLabel, words)).toBe('affiliation:40');
  });

  it('shows plain values, booleans and nothing in words', () => {
    expect(formatValue('quotaInst', 120, codeLabel, words)).toBe('120');
    expect(formatValue('dualPost', false, codeLabel, words)).toBe('否');
    expect(formatValue('remark', '', codeLabel, words)).toBe('—');
    expect(formatValue('gender', null, codeLabel, words)).toBe('—');
    expect(formatValue('items', [1, 2], codeLabel, words)).toBe('[1,2]');
  });
});
