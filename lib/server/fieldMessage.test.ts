import { z } from 'zod';
import { calendarDate, mobile, requiredLine, singleLine, multiLine, pageSize } from '@/lib/contracts/primitives';
import { fieldMessage, issueInEnglish, isMissing } from './fieldMessage';

const CJK = /[\u4e00-\u9fff]/;

/** The first issue of parsing `value`, as the handlers parse (with the input reported). */
function issueOf(schema: z.ZodType, value: unknown, reportInput = true): z.core.$ZodIssue {
  const r = schema.safeParse(value, { reportInput });
  if (r.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return r.error.issues[0];
}

/** The field path of the first issue and both texts, as fieldError builds them. */
function rendered(schema: z.ZodType, value: unknown) {
  const issue = issueOf(schema, value);
  const field = issue.path.map(String).join('.') || 'body';
  return { field, issue, ...fieldMessage(field, issue) };
}

const accepts = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).success).toBe(true);

describe('fieldMessage', () => {
  describe('invalid_type', () => {
    const body = z.object({ count: z.number(), flag: z.boolean(), name: z.string({ error: '请填写姓名' }), n: z.number().int('数量应为整数') });
    const good = { count: 1, flag: true, name: 'x', n: 2 };

    it('names a field given with the wrong type, and takes its valid neighbour', () => {
      accepts(body, good);
      const r = rendered(body, { ...good, count: '1' });
      expect(r.field).toBe('count');
      expect(r.en).toBe('count: must be a number');
      expect(r.zh).toBe(`count: ${r.issue.message}`);
      expect(rendered(body, { ...good, flag: 'yes' }).en).toBe('flag: must be true or false');
      expect(rendered(body, { ...good, name: 3 }).en).toBe('name: must be text');
      expect(rendered(body, { ...good, name: 3 }).zh).toBe('name: 请填写姓名');
      expect(rendered(z.object({ list: z.array(z.number()) }), { list: 'a' }).en).toBe('list: must be a list');
      expect(rendered(z.object({ o: z.object({}) }), { o: 1 }).en).toBe('o: must be an object');
    });

    it('says an integer is wanted where a fraction is given', () => {
      const r = rendered(body, { ...good, n: 1.5 });
      expect([r.field, r.en, r.zh]).toEqual(['n', 'n: must be an integer', 'n: 数量应为整数']);
      accepts(body, { ...good, n: 1 });
    });

    it('says a missing field is required, whether the contract gave its own message or not', () => {
      const zodOwn = rendered(body, { ...good, flag: undefined });
      expect([zodOwn.field, zodOwn.en, zodOwn.zh]).toEqual(['flag', 'flag is required', 'flag 不能为空']);
      const labelled = rendered(body, { ...good, name: undefined });
      expect([labelled.field, labelled.en, labelled.zh]).toEqual(['name', 'name is required', 'name: 请填写姓名']);
      // null is given, not missing
      expect(rendered(body, { ...good, name: null }).en).toBe('name: must be text');
    });

    it('tells a missing field by zod\'s own message when the input was not reported', () => {
      const issue = issueOf(body, { ...good, flag: undefined }, false);
      expect(isMissing(issue)).toBe(true);
      expect(isMissing(issueOf(body, { ...good, flag: 1 }, false))).toBe(false);
      expect(fieldMessage('flag', issue)).toEqual({ zh: 'flag 不能为空', en: 'flag is required' });
    });

    it('names an empty body "body" with the field path of a nested one', () => {
      const r = rendered(body, undefined);
      expect([r.field, r.en, r.zh]).toEqual(['body', 'body is required', 'body 不能为空']);
      const nested = rendered(z.object({ lines: z.array(z.object({ payload: z.object({ reason: z.string() }) })) }),
        { lines: [{ payload: { reason: 'ok' } }, { payload: { reason: 7 } }] });
      expect(nested.field).toBe('lines.1.payload.reason');
      expect(nested.en).toBe('lines.1.payload.reason: must be text');
    });
  });

  describe('too_small and too_big', () => {
    it('counts a string in characters, at its bound and past it', () => {
      const reason = z.object({ reason: multiLine(200, '原因') });
      accepts(reason, { reason: '因'.repeat(200) });
      const r = rendered(reason, { reason: '因'.repeat(201) });
      expect([r.field, r.en, r.zh]).toEqual(['reason', 'reason: must be at most 200 characters', 'reason: 原因不能超过 200 个字']);
      const pwd = z.object({ password: z.string().min(6, '密码不能少于 6 位') });
      accepts(pwd, { password: '123456' });
      expect(rendered(pwd, { password: '12345' }).en).toBe('password: must be at least 6 characters');
      expect(rendered(z.object({ code: z.string().length(2) }), { code: 'abc' }).en).toBe('code: must be exactly 2 characters');
    });

    it('says a required line must not be empty, in English only', () => {
      const r = rendered(z.object({ contactName: requiredLine(30, '联系人') }), { contactName: '  ' });
      expect([r.en, r.zh]).toEqual(['contactName: must not be empty', 'contactName: 请填写联系人']);
      accepts(z.object({ contactName: requiredLine(30, '联系人') }), { contactName: '李' });
    });

    it('counts a list in items', () => {
      const lines = z.object({ lines: z.array(z.number()).min(1, '至少一行').max(2) });
      accepts(lines, { lines: [1, 2] });
      expect(rendered(lines, { lines: [] }).en).toBe('lines: must have at least 1 item');
      expect(rendered(lines, { lines: [1, 2, 3] }).en).toBe('lines: must have at most 2 items');
      expect(rendered(lines, { lines: [] }).zh).toBe('lines: 至少一行');
      expect(rendered(z.object({ l: z.array(z.number()).length(2) }), { l: [1] }).en).toBe('l: must have exactly 2 items');
    });

    it('bounds a number inclusively or strictly', () => {
      const q = z.object({ pageSize: pageSize() });
      accepts(q, { pageSize: '200' });
      const r = rendered(q, { pageSize: '201' });
      expect([r.field, r.en, r.zh]).toEqual(['pageSize', 'pageSize: must be at most 200', 'pageSize: 每页条数不能超过 200']);
      expect(rendered(q, { pageSize: '0' }).en).toBe('pageSize: must be at least 1');
      const rate = z.object({ rate: z.number().gt(0).lt(100) });
      accepts(rate, { rate: 50 });
      expect(rendered(rate, { rate: 0 }).en).toBe('rate: must be greater than 0');
      expect(rendered(rate, { rate: 100 }).en).toBe('rate: must be less than 100');
    });

    it('bounds a date by its day', () => {
      const when = z.object({ at: z.date().min(new Date('2020-01-01T00:00:00+08:00')).max(new Date('2020-12-31T00:00:00+08:00')) });
      accepts(when, { at: new Date('2020-06-01T00:00:00+08:00') });
      expect(rendered(when, { at: new Date('2019-12-31T23:59:59+08:00') }).en).toBe('at: must be on or after 2020-01-01');
      expect(rendered(when, { at: new Date('2020-12-31T00:00:01+08:00') }).en).toBe('at: must be on or before 2020-12-31');
    });
  });

  describe('invalid_format', () => {
    it('words the patterns of the primitives', () => {
      const header = z.object({ reduceDate: calendarDate('减员日期') });
      accepts(header, { reduceDate: '2026-03-01' });
      const r = rendered(header, { reduceDate: '2026/03/01' });
      expect([r.field, r.en, r.zh]).toEqual(['reduceDate', 'reduceDate: must be a date (YYYY-MM-DD)', 'reduceDate: 减员日期格式应为 YYYY-MM-DD']);
      const title = z.object({ title: singleLine(100, '标题') });
      accepts(title, { title: '标题' });
      expect(rendered(title, { title: 'a\nb' }).en).toBe('title: must be a single line without control characters');
      expect(rendered(z.object({ note: multiLine(100) }), { note: 'a\u0007' }).en).toBe('note: must not contain control characters');
    });

    it('says any other pattern has the wrong format', () => {
      const contact = z.object({ contactPhone: mobile('联系电话') });
      accepts(contact, { contactPhone: '13857201234' });
      const r = rendered(contact, { contactPhone: '1385720123' });
      expect([r.field, r.en, r.zh]).toEqual(['contactPhone', 'contactPhone: has the wrong format', 'contactPhone: 联系电话应为 1 开头的 11 位数字']);
    });

    it('names the string formats of zod', () => {
      expect(rendered(z.object({ d: z.iso.date() }), { d: '2026-02-30' }).en).toBe('d: must be a date (YYYY-MM-DD)');
      expect(rendered(z.object({ e: z.email() }), { e: 'nobody' }).en).toBe('e: must be an email address');
      expect(rendered(z.object({ u: z.url() }), { u: 'nowhere' }).en).toBe('u: must be a URL');
      expect(rendered(z.object({ s: z.string().startsWith('ab') }), { s: 'x' }).en).toBe('s: must start with "ab"');
      expect(rendered(z.object({ s: z.string().endsWith('.pdf') }), { s: 'x' }).en).toBe('s: must end with ".pdf"');
      expect(rendered(z.object({ s: z.string().includes('@') }), { s: 'x' }).en).toBe('s: must contain "@"');
      expect(rendered(z.object({ s: z.string().uppercase() }), { s: 'x' }).en).toBe('s: must be uppercase');
      accepts(z.object({ e: z.email() }), { e: 'a@example.com' });
    });
  });

  describe('invalid_value', () => {
    it('lists the values an enum or a literal takes', () => {
      const body = z.object({ change: z.enum(['LONG_SICK', 'OFF_POST_STARTUP'], { error: '请选择状态变动类型' }), kind: z.literal('A') });
      accepts(body, { change: 'LONG_SICK', kind: 'A' });
      const r = rendered(body, { change: 'SABBATICAL', kind: 'A' });
      expect([r.field, r.en, r.zh]).toEqual(['change', 'change: must be one of "LONG_SICK", "OFF_POST_STARTUP"', 'change: 请选择状态变动类型']);
      expect(rendered(body, { change: 'LONG_SICK', kind: 'B' }).en).toBe('kind: must be "A"');
      expect(rendered(z.object({ n: z.literal([1, 2]) }), { n: 3 }).en).toBe('n: must be one of 1, 2');
    });

    it('elides a long list after twenty values', () => {
      const codes = Array.from({ length: 30 }, (_, i) => `C${i}`) as [string, ...string[]];
      const en = rendered(z.object({ c: z.enum(codes) }), { c: 'X' }).en;
      expect(en).toMatch(/^c: must be one of "C0", "C1", .*"C19", …$/);
      expect(en).not.toContain('"C20"');
    });
  });

  it('names unrecognized keys', () => {
    const strict = z.strictObject({ a: z.number() });
    accepts(strict, { a: 1 });
    const r = rendered(strict, { a: 1, b: 2 });
    expect([r.field, r.en]).toEqual(['body', 'body: has an unknown field "b"']);
    expect(r.zh).toBe(`body: ${r.issue.message}`);
    expect(rendered(z.object({ o: z.strictObject({}) }), { o: { b: 1, c: 2 } }).en).toBe('o: has unknown fields "b", "c"');
  });

  describe('invalid_union', () => {
    it('says a plain union matched no form', () => {
      const u = z.object({ v: z.union([z.number(), z.string()], { error: '值不正确' }) });
      accepts(u, { v: 'x' });
      const r = rendered(u, { v: true });
      expect([r.field, r.en, r.zh]).toEqual(['v', 'v: does not match any accepted form', 'v: 值不正确']);
    });

    it('lists the tags of a discriminated union on its tag field', () => {
      const u = z.discriminatedUnion('key', [z.object({ key: z.literal('a') }), z.object({ key: z.literal('b') })], { error: '参数键不正确' });
      accepts(u, { key: 'a' });
      const r = rendered(u, { key: 'c' });
      expect([r.field, r.en, r.zh]).toEqual(['key', 'key: must be one of "a", "b"', 'key: 参数键不正确']);
    });
  });

  describe('custom', () => {
    it('says what a refinement wants in general terms, never in Chinese', () => {
      const body = z.object({ workStartDate: calendarDate('参加工作时间') });
      accepts(body, { workStartDate: '2019-02-28' });
      const r = rendered(body, { workStartDate: '2019-02-30' });
      expect([r.field, r.en, r.zh]).toEqual(['workStartDate', 'workStartDate: must be a valid date for this field', 'workStartDate: 参加工作时间不是有效日期']);
      const refined = z.object({ code: z.string().refine((s) => s !== 'X', '代码“X”不在代码表中') });
      accepts(refined, { code: 'Y' });
      const c = rendered(refined, { code: 'X' });
      expect([c.en, c.zh]).toEqual(['code: must be a valid value for this field', 'code: 代码“X”不在代码表中']);
      expect(c.en).not.toMatch(CJK);
    });

    it('takes the English a refinement gives in params.messageEn', () => {
      const ends = z.object({ start: z.string(), end: z.string() }).superRefine((v, ctx) => {
        if (v.end < v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: '结束日期不能早于开始日期', params: { messageEn: 'must not be before the start' } });
      });
      accepts(ends, { start: '2026-01-01', end: '2026-01-01' });
      const r = rendered(ends, { start: '2026-01-02', end: '2026-01-01' });
      expect([r.field, r.en, r.zh]).toEqual(['end', 'end: must not be before the start', 'end: 结束日期不能早于开始日期']);
    });
  });

  it('words the rarer codes: a multiple, a record key, a set item, an unknown code', () => {
    const step = z.object({ n: z.number().multipleOf(5) });
    accepts(step, { n: 10 });
    expect(rendered(step, { n: 3 }).en).toBe('n: must be a multiple of 5');
    expect(rendered(z.object({ m: z.record(z.string().regex(/^a/), z.number()) }), { m: { b: 1 } }).en).toBe('m.b: has a key that is not allowed');
    // zod raises invalid_element only from its own checks of a map or set; the issue is built as it would build it.
    const element = { code: 'invalid_element', origin: 'set', key: 'x', issues: [], path: ['s'], message: 'Invalid element', input: new Set(['x']) } as const;
    expect(fieldMessage('s', element as unknown as z.core.$ZodIssue)).toEqual({ zh: 's: Invalid element', en: 's: has an item that is not allowed' });
    expect(issueInEnglish({ code: 'mystery', path: [], message: '?' } as unknown as z.core.$ZodIssue)).toBe('is not valid');
  });
});
