import { checkField, checkForm, failureKey, failureKeys, type Failure, type FieldRules } from './formRules';

const pass = (value: unknown, rules: FieldRules) => expect(checkField(value, rules)).toBeNull();
const fail = (value: unknown, rules: FieldRules, failure: Failure) => expect(checkField(value, rules)).toEqual(failure);

describe('required and whitespace', () => {
  it('refuses undefined, null, an empty text and an empty list as required, and passes anything else', () => {
    for (const v of [undefined, null, '', []]) fail(v, { required: true }, { rule: 'required', params: {} });
    for (const v of ['a', 0, false, ['x']]) pass(v, { required: true });
  });

  it('lets a whitespace-only text pass required, and refuses it under whitespace', () => {
    pass('  ', { required: true });
    fail('  ', { whitespace: true }, { rule: 'whitespace', params: {} });
    fail(' \t\n', { required: true, whitespace: true }, { rule: 'whitespace', params: {} });
    fail('', { required: true, whitespace: true }, { rule: 'required', params: {} });
    pass('', { whitespace: true });
    pass(' a ', { whitespace: true });
  });

  it('trims a text before every rule when asked, so a whitespace-only text is empty', () => {
    fail('  ', { trim: true, required: true }, { rule: 'required', params: {} });
    pass(' abc ', { trim: true, max: 3 });
    pass(5, { trim: true, max: 5 });
    fail(' abc ', { max: 3 }, { rule: 'max', params: { max: 3, of: 'length' } });
    expect(checkField(' a ', { trim: true, custom: (v) => `seen:${String(v)}` })).toEqual({ rule: 'custom', params: {}, message: 'seen:a' });
  });

  it('skips every rule but custom on an empty value that is not required', () => {
    for (const v of [undefined, null, '', []]) pass(v, { type: 'email', min: 3, enum: ['a'], pattern: /^x$/ });
    expect(checkField('', { min: 3, custom: (v) => v === '' && 'empty' })).toEqual({ rule: 'custom', params: {}, message: 'empty' });
  });
});

describe('type', () => {
  it.each([
    ['string', ['', 'a'], [1, true, Object('a')]],
    ['number', [0, -1.5, '12', '-3.25', '0.5'], [Number.NaN, Infinity, '1e3', '1.', '.5', 'abc', true, Object('12')]],
    ['integer', [0, -7, '12', '-3'], [1.5, '1.5', '1.0', '-', Number.NaN, Object('12')]],
    ['email', ['a.b@example.com'], ['a@b', 1]],
    ['url', ['https://example.com/a?b=1'], ['example.com', 1]],
    ['hex', ['#abc', '#ABC', '#aabbcc', '#09F9f9'], ['#abcd', 'abc', '#abcde', '#aabbccd', '#ggg', 1]],
    ['date', ['2026-02-28', '2024-02-29', '2026-12-31'], ['2026-02-30', '2025-02-29', '2026-13-01', '2026-2-3', 20260101]],
    ['mobile', ['13857201234'], ['23857201234', '1385720123', 13857201234]],
    ['idCard', ['11010519491231002X'], ['11010519491331002X', 1]],
    ['contactPhone', ['0572-2398001-12', '13812345678'], ['2398001', 1]],
    ['name', ['张三abc9'], ['张 三', 1]],
    ['chineseName', ['李明'], ['李', 1]],
    ['decimal', ['1.5', '-2.1234'], ['1', '1.12345', 1.5]],
    ['port', ['0', '65535'], ['65536', 80]],
    ['ipv4', ['127.0.0.1'], ['256.1.1.1', 1]],
    ['year', ['2025', '1000', '9999', 2025, 1000, 9999], ['999', '0999', '10000', '20x5', ' 2025', '2025.0', 999, 10000, 2025.5]],
  ] as const)('%s', (type, good, bad) => {
    for (const v of good) expect([v, checkField(v, { type })]).toEqual([v, null]);
    // A String object reads like its text to a pattern, but is not a text.
    for (const v of [...bad, Object(good[good.length - 1])]) expect([v, checkField(v, { type })]).toEqual([v, { rule: 'type', params: { type } }]);
  });

  it('takes an e-mail address of 254 characters and refuses one of 255', () => {
    const local = (n: number) => `${'x'.repeat(n - '@example.com'.length)}@example.com`;
    expect(local(254)).toHaveLength(254);
    pass(local(254), { type: 'email' });
    fail(local(255), { type: 'email' }, { rule: 'type', params: { type: 'email' } });
  });
});

describe('len, min, max and range', () => {
  it('measures a text by its length, at the limit and one past', () => {
    pass('abc', { len: 3 });
    fail('ab', { len: 3 }, { rule: 'len', params: { len: 3, of: 'length' } });
    fail('abcd', { len: 3 }, { rule: 'len', params: { len: 3, of: 'length' } });
    pass('abc', { min: 3 });
    fail('ab', { min: 3 }, { rule: 'min', params: { min: 3, of: 'length' } });
    pass('张'.repeat(30), { max: 30 });
    fail('张'.repeat(31), { max: 30 }, { rule: 'max', params: { max: 30, of: 'length' } });
  });

  it('measures a number, or a number typed as text, by its value', () => {
    pass(5, { max: 5 });
    fail(5.01, { max: 5 }, { rule: 'max', params: { max: 5, of: 'value' } });
    pass(0, { min: 0 });
    fail(-1, { min: 0 }, { rule: 'min', params: { min: 0, of: 'value' } });
    pass(7, { len: 7 });
    fail(8, { len: 7 }, { rule: 'len', params: { len: 7, of: 'value' } });
    pass('100', { type: 'number', max: 100 });
    fail('100.5', { type: 'number', max: 100 }, { rule: 'max', params: { max: 100, of: 'value' } });
    fail('9', { type: 'integer', min: 10 }, { rule: 'min', params: { min: 10, of: 'value' } });
    fail('100', { max: 2 }, { rule: 'max', params: { max: 2, of: 'length' } });
  });

  it('measures a list by its items and ignores the length rules on anything else', () => {
    pass(['a', 'b'], { max: 2 });
    fail(['a', 'b', 'c'], { max: 2 }, { rule: 'max', params: { max: 2, of: 'items' } });
    pass(true, { len: 3, min: 3, max: 0, range: [5, 6] });
  });

  it('takes both ends of a range and refuses one past either', () => {
    for (const v of [1, 5, 3]) pass(v, { range: [1, 5] });
    fail(0, { range: [1, 5] }, { rule: 'range', params: { min: 1, max: 5, of: 'value' } });
    fail(6, { range: [1, 5] }, { rule: 'range', params: { min: 1, max: 5, of: 'value' } });
    pass('ab', { range: [2, 4] });
    pass('abcd', { range: [2, 4] });
    fail('a', { range: [2, 4] }, { rule: 'range', params: { min: 2, max: 4, of: 'length' } });
    fail('abcde', { range: [2, 4] }, { rule: 'range', params: { min: 2, max: 4, of: 'length' } });
  });

  it('checks len, then min, then max, then range', () => {
    fail('a', { len: 2, min: 3, max: 0, range: [5, 6] }, { rule: 'len', params: { len: 2, of: 'length' } });
    fail('a', { min: 3, max: 0, range: [5, 6] }, { rule: 'min', params: { min: 3, of: 'length' } });
    fail('a', { max: 0, range: [5, 6] }, { rule: 'max', params: { max: 0, of: 'length' } });
  });
});

describe('a year range', () => {
  const YEAR: FieldRules = { type: 'year', range: [2000, 2100] };

  it('takes 2000 and 2100, as text or number, and refuses 1999 and 2101 by value', () => {
    for (const v of ['2000', '2100', 2000, 2100, '2025']) pass(v, YEAR);
    for (const v of ['1999', '2101', 1999, 2101]) fail(v, YEAR, { rule: 'range', params: { min: 2000, max: 2100, of: 'value' } });
  });

  it('refuses what is not a four-digit year before comparing it', () => {
    for (const v of ['20x5', '202', '02025', 2025.5]) fail(v, YEAR, { rule: 'type', params: { type: 'year' } });
  });
});

describe('from: the end of a range not before its start', () => {
  type Range = { start: unknown; end: unknown };
  const check = (start: unknown, end: unknown, rules: FieldRules<Range> = {}) => checkField(end, { from: 'start', ...rules }, { start, end });
  const ORDER = { rule: 'from', params: { from: 'start' } };

  it('takes a date range whose end is its start or later, and refuses an end a day before', () => {
    expect(check('2026-03-01', '2026-03-01')).toBeNull();
    expect(check('2026-03-01', '2026-03-02')).toBeNull();
    expect(check('2026-03-01', '2026-02-28')).toEqual(ORDER);
    expect(check('2025-12-31', '2026-01-01')).toBeNull();
  });

  it('compares numbers, and numbers typed as text, by value', () => {
    expect(check(30, 30)).toBeNull();
    expect(check(30, 29)).toEqual(ORDER);
    expect(check(9, 10)).toBeNull();
    expect(check('9', '10', { type: 'integer' })).toBeNull();
    expect(check('10', '9', { type: 'integer' })).toEqual(ORDER);
    expect(check('2025', '2024', { type: 'year' })).toEqual(ORDER);
  });

  it('passes while either end is not given, and trims the start when asked', () => {
    for (const [start, end] of [['', '2026-01-01'], [undefined, 3], ['2026-01-01', ''], [null, null]]) expect(check(start, end)).toBeNull();
    expect(check(' 2026-01-02 ', '2026-01-01', { trim: true })).toEqual(ORDER);
    expect(checkField<Range>(1, { from: 'start' })).toBeNull();
  });

  it('runs after the other rules and before custom, with the form’s own message', () => {
    expect(check('2026-01-02', '2026-01-01', { type: 'date', custom: () => 'never' })).toEqual(ORDER);
    expect(check('2026-01-02', '2026-02-30', { type: 'date' })).toEqual({ rule: 'type', params: { type: 'date' } });
    expect(check('2026-01-01', '2026-01-02', { custom: () => 'own' })).toEqual({ rule: 'custom', params: {}, message: 'own' });
    expect(check(5, 4, { message: { from: 'rangeOrder' } })).toEqual({ ...ORDER, message: 'rangeOrder' });
    expect(checkForm({ from: '2026-05-01', to: '2026-04-30' }, { to: { from: 'from', message: 'rangeOrder' } })).toEqual({
      to: { rule: 'from', params: { from: 'from' }, message: 'rangeOrder' },
    });
  });
});

describe('enum, pattern and custom', () => {
  it('takes a value of the list and refuses any other', () => {
    pass('jc', { enum: ['admin', 'jc', 'zg'] });
    pass(2, { enum: [1, 2] });
    fail('JC', { enum: ['admin', 'jc', 'zg'] }, { rule: 'enum', params: { values: 'admin / jc / zg' } });
    fail('2', { enum: [1, 2] }, { rule: 'enum', params: { values: '1 / 2' } });
  });

  it('matches a text against the pattern; anything but a text fails it', () => {
    pass('ab_1', { pattern: /^\w+$/ });
    fail('a b', { pattern: /^\w+$/ }, { rule: 'pattern', params: { pattern: '^\\w+$' } });
    fail(12, { pattern: /^\d+$/ }, { rule: 'pattern', params: { pattern: '^\\d+$' } });
  });

  it('runs the custom check last, with the whole form, and answers its message key', () => {
    const same: FieldRules<{ a: string; b: string }> = { custom: (v, all) => v !== all.a && 'mismatch' };
    expect(checkField('x', same, { a: 'x', b: 'x' })).toBeNull();
    expect(checkField('y', same, { a: 'x', b: 'y' })).toEqual({ rule: 'custom', params: {}, message: 'mismatch' });
    for (const answer of [false, null, undefined, ''] as const) pass('x', { custom: () => answer });
    fail('x', { pattern: /^y$/, custom: () => 'never' }, { rule: 'pattern', params: { pattern: '^y$' } });
  });

  it('checks in the order required, whitespace, type, length, enum, pattern', () => {
    const rules: FieldRules = { whitespace: true, type: 'string', max: 1, enum: ['a', 'bb'], pattern: /^b$/ };
    fail(' ', rules, { rule: 'whitespace', params: {} });
    fail(5, rules, { rule: 'type', params: { type: 'string' } });
    fail('bb', rules, { rule: 'max', params: { max: 1, of: 'length' } });
    fail('c', rules, { rule: 'enum', params: { values: 'a / bb' } });
    fail('a', rules, { rule: 'pattern', params: { pattern: '^b$' } });
  });

  it('names the form’s own message key, for every rule or per rule', () => {
    expect(checkField('', { required: true, message: 'nameRequired' })).toEqual({ rule: 'required', params: {}, message: 'nameRequired' });
    const rules: FieldRules = { required: true, max: 2, message: { max: 'tooLong' } };
    expect(checkField('abc', rules)).toEqual({ rule: 'max', params: { max: 2, of: 'length' }, message: 'tooLong' });
    expect(checkField('', rules)).toEqual({ rule: 'required', params: {} });
  });
});

describe('failureKey', () => {
  it("answers a single field's own message key for the rule it fails, else the rule's name, and null when it passes", () => {
    const rules: FieldRules = { trim: true, required: true, min: 2, message: { required: 'reasonRequired' } };
    expect(failureKey(' ', rules)).toBe('reasonRequired');
    expect(failureKey(' a ', rules)).toBe('min');
    expect(failureKey(' ab ', rules)).toBeNull();
    expect(failureKey('x', { custom: (v, all: { other: string }) => v === all.other && 'same' }, { other: 'x' })).toBe('same');
    expect(failureKey('x', { custom: (v, all: { other: string }) => v === all.other && 'same' }, { other: 'y' })).toBeNull();
  });
});

describe('checkForm', () => {
  const schema = { name: { required: true, max: 3 }, age: { type: 'integer', range: [18, 60] }, role: { enum: ['a', 'b'] } } as const;

  it('answers every failing field at once and leaves out the ones that pass', () => {
    expect(checkForm({ name: '', age: 17.5, role: 'c' }, schema)).toEqual({
      name: { rule: 'required', params: {} },
      age: { rule: 'type', params: { type: 'integer' } },
      role: { rule: 'enum', params: { values: 'a / b' } },
    });
    expect(checkForm({ name: 'abc', age: 18, role: 'b' }, schema)).toEqual({});
    expect(checkForm({ name: 'abcd', age: 61, role: 'a', other: '' }, schema)).toEqual({
      name: { rule: 'max', params: { max: 3, of: 'length' } },
      age: { rule: 'range', params: { min: 18, max: 60, of: 'value' } },
    });
  });

  it('gives the custom checks the whole form', () => {
    const values = { password: 'a', confirm: 'b' };
    expect(checkForm(values, { confirm: { custom: (v, all) => v !== all.password && 'confirmMismatch' } })).toEqual({
      confirm: { rule: 'custom', params: {}, message: 'confirmMismatch' },
    });
  });

  it('turns the failures into the form’s message keys, else the rule names', () => {
    expect(failureKeys({ a: { rule: 'required', params: {} }, b: { rule: 'max', params: { max: 1, of: 'length' }, message: 'tooLong' } })).toEqual({
      a: 'required', b: 'tooLong',
    });
    expect(failureKeys({})).toEqual({});
  });
});
