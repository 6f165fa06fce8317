import { z } from 'zod';
import {
  base64File, calendarDate, code, id, idNumber, INT32_MAX, intParam, mobile, multiLine, nonNegativeInt, pageNo, pageSize, positiveInt,
  regionCode, requiredLine, singleLine, uscc, year,
} from './primitives';
import { pageQuery, reportPageQuery } from './endpoint';

const ok = (s: z.ZodType, v: unknown) => s.safeParse(v).success;
const message = (s: z.ZodType, v: unknown) => s.safeParse(v).error?.issues[0].message;

describe('id', () => {
  it('takes 1 to the largest int4 and refuses 0, negatives, 2147483648, fractions, text and non-finite numbers', () => {
    expect([1, 42, INT32_MAX].map((v) => ok(id(), v))).toEqual([true, true, true]);
    expect([0, -1, INT32_MAX + 1, 1.5, '1', null, [], {}, Infinity, NaN].map((v) => ok(id(), v))).toEqual(Array(10).fill(false));
    expect(message(id(), INT32_MAX + 1)).toBe('编号超出范围');
    expect(message(id('单位'), undefined)).toBe('请选择单位');
  });
});

describe('bounded integers', () => {
  it('positiveInt and nonNegativeInt keep to their range and to int4', () => {
    expect([ok(positiveInt(), 1), ok(positiveInt(), 0), ok(positiveInt('行号', 2000), 2000), ok(positiveInt('行号', 2000), 2001)]).toEqual([true, false, true, false]);
    expect([ok(nonNegativeInt(), 0), ok(nonNegativeInt(), -1), ok(nonNegativeInt(), INT32_MAX), ok(nonNegativeInt(), INT32_MAX + 1)]).toEqual([true, false, true, false]);
    expect(message(nonNegativeInt('位置', 10), 11)).toBe('位置不能大于 10');
  });

  it('year keeps between 2000 and 2100', () => {
    expect([1999, 2000, 2100, 2101].map((v) => ok(year(), v))).toEqual([false, true, true, false]);
    expect(message(year(), 2101)).toBe('年度不能晚于 2100');
  });

  it('intParam reads digits from text and refuses what coercion would make 0 or Infinity', () => {
    const s = intParam(id());
    expect(s.parse('12')).toBe(12);
    expect(s.parse(' 7 ')).toBe(7);
    expect(['', ' ', null, [], [5], '1e309', 'NaN', '0x10', '2147483648', true].map((v) => ok(s, v))).toEqual(Array(10).fill(false));
  });
});

describe('paging', () => {
  it('defaults to page 1 of 20 and refuses page 0, a page past the millionth, 201 a page and non-numbers', () => {
    expect(pageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 20 });
    expect(pageQuery.parse({ pageNo: '3', pageSize: '200' })).toEqual({ pageNo: 3, pageSize: 200 });
    expect([0, 1_000_001, '2147483648', 'x', [1]].map((v) => ok(pageNo, v))).toEqual(Array(5).fill(false));
    expect(ok(pageNo, 1_000_000)).toBe(true);
    expect([ok(pageSize(), 201), ok(pageSize(), 0), ok(pageSize(), 200)]).toEqual([false, false, true]);
    expect(pageSize(72).parse(undefined)).toBe(72);
  });

  it("bounds a report's page number as every list's, without its default: a report asked for no page answers whole", () => {
    const reportPage = z.object(reportPageQuery);
    expect(reportPage.parse({})).toEqual({});
    expect(reportPage.parse({ pageNo: '1000000' })).toEqual({ pageNo: 1_000_000 });
    expect([0, 1_000_001, 'x'].map((v) => message(reportPageQuery.pageNo, v))).toEqual([0, 1_000_001, 'x'].map((v) => message(pageNo, v)));
    expect([ok(reportPageQuery.pageNo, 1), ok(reportPageQuery.pageNo, 0), ok(reportPageQuery.pageNo, 1_000_001)]).toEqual([true, false, false]);
  });
});

describe('text', () => {
  it('singleLine trims, bounds the length and refuses NUL, escape and line breaks', () => {
    expect(singleLine(5, '姓名').parse('  张三  ')).toBe('张三');
    expect(ok(singleLine(5), 'abcde')).toBe(true);
    expect(message(singleLine(5, '姓名'), 'abcdef')).toBe('姓名不能超过 5 个字');
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\nb', 'a\tb', 'a\u007fb']) expect(message(singleLine(50, '姓名'), bad)).toBe('姓名不能包含换行或控制字符');
    expect([1, null, [], {}].map((v) => ok(singleLine(5), v))).toEqual([false, false, false, false]);
  });

  it('multiLine keeps tab and line breaks and refuses the other controls', () => {
    expect(multiLine(50, '备注').parse('一\r\n二\t三')).toBe('一\r\n二\t三');
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u001fb']) expect(message(multiLine(50, '备注'), bad)).toBe('备注不能包含控制字符');
    expect(ok(multiLine(3), 'abcd')).toBe(false);
  });

  it('requiredLine and code refuse the empty value', () => {
    expect(message(requiredLine(10, '联系人'), '  ')).toBe('请填写联系人');
    expect(message(code(2, '学历'), '')).toBe('请选择学历');
    expect(message(code(2, '学历'), '123')).toBe('学历代码不正确');
    expect(ok(code(2, '学历'), '21')).toBe(true);
  });
});

describe('calendarDate', () => {
  it('takes real days from 1900 to 2100 and refuses days that match the pattern but do not exist', () => {
    expect(['2024-02-29', '1900-01-01', '2100-12-31'].map((v) => ok(calendarDate(), v))).toEqual([true, true, true]);
    expect(message(calendarDate('出生日期'), '2024-02-30')).toBe('出生日期不是有效日期');
    expect(message(calendarDate('出生日期'), '9999-99-99')).toBe('出生日期不是有效日期');
    expect(message(calendarDate('出生日期'), '2023-02-29')).toBe('出生日期不是有效日期');
    expect(message(calendarDate('出生日期'), '1899-12-31')).toBe('出生日期应在 1900 至 2100 年之间');
    expect(message(calendarDate('出生日期'), '2101-01-01')).toBe('出生日期应在 1900 至 2100 年之间');
    expect(message(calendarDate('出生日期'), '2024-1-5')).toBe('出生日期格式应为 YYYY-MM-DD');
    expect(ok(calendarDate(), '2024-01-05T00:00:00Z')).toBe(false);
  });
});

describe('identifiers', () => {
  it('mobile takes 11 digits starting with 1', () => {
    expect([ok(mobile(), '13800000000'), ok(mobile(), '1380000000'), ok(mobile(), '23800000000'), ok(mobile(), '138000000001')]).toEqual([true, false, false, false]);
  });

  it('idNumber takes 18 characters with a real birth date, upper-casing the X', () => {
    expect(idNumber().parse('11010519491231002x')).toBe('11010519491231002X');
    expect(message(idNumber(), '11010519491231002')).toBe('公民身份号码应为 18 位');
    expect(message(idNumber(), '110105194902300021')).toBe('公民身份号码的出生日期不正确');
  });

  it('regionCode takes six digits, uscc 18 characters of its alphabet', () => {
    expect([ok(regionCode(), '330502'), ok(regionCode(), '33050'), ok(regionCode(), '33050\u0000')]).toEqual([true, false, false]);
    expect([ok(uscc(), '91330000MA27U0XX1x'), ok(uscc(), '91330000MA27U0XX1I'), ok(uscc(), '91330000MA27U0XX1')]).toEqual([true, false, false]);
  });

  it('base64File takes base64 up to the length of its body and refuses other text', () => {
    expect(ok(base64File(4), 'QUJD')).toBe(true);
    expect(message(base64File(4), 'QUJDQUJD')).toBe('文件过大');
    expect(message(base64File(30), 'data:x;base64,QUJD')).toBe('文件内容应为 base64 编码');
    expect(message(base64File(30), '')).toBe('文件内容为空');
  });
});
