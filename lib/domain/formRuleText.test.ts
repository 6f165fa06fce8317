import { checkField, type Failure, type FieldRules } from './formRules';
import { failureText } from './formRuleText';

describe('failureText', () => {
  it('says the spec’s defaults for required and whitespace in both languages', () => {
    expect(failureText({ rule: 'required', params: {} }, '姓名', 'zh')).toBe('姓名不能为空');
    expect(failureText({ rule: 'required', params: {} }, 'Name', 'en')).toBe('Name is required');
    expect(failureText({ rule: 'whitespace', params: {} }, '姓名', 'zh')).toBe('姓名不能为空白');
    expect(failureText({ rule: 'whitespace', params: {} }, 'Name', 'en')).toBe('Name cannot be empty');
  });

  it('says each rule with its limits', () => {
    const zh = (value: unknown, rules: FieldRules) => failureText(checkField(value, rules) as Failure, '备注', 'zh');
    const en = (value: unknown, rules: FieldRules) => failureText(checkField(value, rules) as Failure, 'Remark', 'en');
    expect(zh('abcd', { len: 3 })).toBe('备注须为 3 个字符');
    expect(en(4, { len: 3 })).toBe('Remark must equal 3');
    expect(zh('a', { min: 2 })).toBe('备注至少 2 个字符');
    expect(en(1, { min: 2 })).toBe('Remark cannot be less than 2');
    expect(zh('abc', { max: 2 })).toBe('备注不能超过 2 个字符');
    expect(en(['a', 'b', 'c'], { max: 2 })).toBe('Remark allows at most 2 choices');
    expect(zh(0, { range: [1, 5] })).toBe('备注须在 1 到 5 之间');
    expect(en('a', { range: [2, 4] })).toBe('Remark must be 2-4 characters');
    expect(zh('c', { enum: ['a', 'b'] })).toBe('备注须为以下之一：a / b');
    expect(en('c', { pattern: /^a$/ })).toBe('Remark is not in the expected format');
    expect(zh('x', { custom: () => 'own' })).toBe('备注不符合要求');
    expect(zh('#abcd', { type: 'hex' })).toBe('备注须为十六进制颜色（#rgb 或 #rrggbb）');
    expect(en('2026-02-30', { type: 'date' })).toBe('Remark must be a real date (YYYY-MM-DD)');
    expect(en('a@b', { type: 'email' })).toBe('Remark is not a valid e-mail address (under 255 characters)');
    expect(zh('20x5', { type: 'year' })).toBe('备注须为四位年份');
    expect(en('20x5', { type: 'year' })).toBe('Remark must be a four-digit year');
    expect(failureText({ rule: 'from', params: { from: 'start' } }, '结束日期', 'zh')).toBe('结束日期不能早于（小于）范围的起点');
    expect(failureText({ rule: 'from', params: { from: 'start' } }, 'End date', 'en')).toBe('End date cannot come before the start of its range');
  });

  it('leaves a placeholder it has no value for as it is', () => {
    expect(failureText({ rule: 'max', params: { of: 'length' } }, 'X', 'en')).toBe('X cannot exceed {max} characters');
  });
});
