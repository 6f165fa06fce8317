import { z } from 'zod';
import { isCalendarDate } from '@/lib/domain/dates';
import { ID_TAIL, isIdCardShape } from '@/lib/domain/idCard';

/**
 * The bounded building blocks of every contract: a value the database cannot hold (an integer past int4, text with
 * NUL, a day that does not exist) is refused here with a 400 that names the field, instead of failing in SQL.
 */

/** PostgreSQL's int4. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** No C0 control character nor DEL: PostgreSQL refuses NUL in text, and none belongs in a name, a code or a title. */
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/**
 * The name of an .xlsx upload. Anchored at its start although it need not be: a validator that merges it with
 * SINGLE_LINE into one pattern of lookaheads (Prism does) reads both from the start of the name.
 */
export const XLSX_FILE_NAME = /^.*\.[xX][lL][sS][xX]$/;
/** Multi-line text keeps tab, line feed and carriage return. */
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

const named = (label: string | undefined, fallback: string) => label ?? fallback;
/** A labelled field answers a wrong or missing value in its own words; an unlabelled one keeps zod's ("X 不能为空"). */
const wrongType = (message: string | undefined) => (message ? { error: message } : undefined);

/** An integer within [min, max] (int4 unless narrowed). */
export function int32(label?: string, { min = INT32_MIN, max = INT32_MAX }: { min?: number; max?: number } = {}) {
  const what = named(label, '');
  return z.number(wrongType(label && `${label}应为整数`)).int(`${what}应为整数`)
    .min(min, `${what}不能小于 ${min}`).max(max, `${what}不能大于 ${max}`);
}

/** A database id: a positive int4. */
export const id = (label?: string) => z.number(wrongType(label && `请选择${label}`))
  .int('编号应为正整数').min(1, '编号应为正整数').max(INT32_MAX, '编号超出范围');

/** A positive int4 (a count of at least one, a rank). */
export const positiveInt = (label?: string, max = INT32_MAX) => int32(label, { min: 1, max });

/** A non-negative int4 (a count, an index, a row version). */
export const nonNegativeInt = (label?: string, max = INT32_MAX) => int32(label, { min: 0, max });

/** An optimistic-lock version as read. */
export const version = () => nonNegativeInt('版本号');

/** A year of the filings and statistics. */
export const year = (label = '年度', min = 2000, max = 2100) =>
  z.number(wrongType(`请选择${label}`)).int(`${label}不正确`).min(min, `${label}不能早于 ${min}`).max(max, `${label}不能晚于 ${max}`);

/**
 * An integer that may come as text (a query string, a form field): digits only, so `[]`, `null`, `''` and `1e309`
 * are refused rather than read as 0 or Infinity.
 */
export const intParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v), schema);

/** One line of text: trimmed, at most `max` characters, no control characters. */
export const singleLine = (max: number, label?: string) => z.string().trim()
  .max(max, `${named(label, '')}不能超过 ${max} 个字`).regex(SINGLE_LINE, `${named(label, '')}不能包含换行或控制字符`);

/** Text that may span lines (remarks, opinions, HTML bodies): tab and line breaks allowed, other controls not. */
export const multiLine = (max: number, label?: string) => z.string().trim()
  .max(max, `${named(label, '')}不能超过 ${max} 个字`).regex(MULTI_LINE, `${named(label, '')}不能包含控制字符`);

/** A single line that must be filled. */
export const requiredLine = (max: number, label: string) => z.string(wrongType(`请填写${label}`)).trim().min(1, `请填写${label}`)
  .max(max, `${label}不能超过 ${max} 个字`).regex(SINGLE_LINE, `${label}不能包含换行或控制字符`);

/** A code of a code list or an enum-like key (the server checks it exists). */
export const code = (max: number, label: string) => z.string(wrongType(`请选择${label}`)).trim()
  .min(1, `请选择${label}`).max(max, `${label}代码不正确`).regex(SINGLE_LINE, `${label}代码不正确`);

/** A day of the calendar, YYYY-MM-DD, that exists (no 2024-02-30), between 1900 and 2100. */
export const calendarDate = (label = '日期') => z.string(wrongType(`请填写${label}`)).trim()
  .regex(DATE_PATTERN, `${label}格式应为 YYYY-MM-DD`)
  .refine(isCalendarDate, `${label}不是有效日期`)
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, {
    message: `${label}应在 ${MIN_DATE.slice(0, 4)} 至 ${MAX_DATE.slice(0, 4)} 年之间`,
    params: { messageEn: `must be between ${MIN_DATE.slice(0, 4)} and ${MAX_DATE.slice(0, 4)}` },
  });

/** A mainland mobile number: 11 digits starting with 1 (spec §5). */
export const mobile = (label = '手机号', message = `${label}应为 1 开头的 11 位数字`) => z.string(wrongType(`请填写${label}`)).trim()
  .regex(/^1\d{10}$/, message);

/** A unified social credit code's shape (GB 32100: 18 characters of its alphabet); the check digit is isValidUscc. */
export const uscc = (label = '统一社会信用代码', message = `${label}应为 18 位`) => z.string(wrongType(`请填写${label}`)).trim().toUpperCase()
  .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, message);

/** A citizen ID number (GB 11643): 18 characters with a real birth date; the check digit is the service's rule. */
export const idNumber = (label = '公民身份号码') => z.string(wrongType(`请填写${label}`)).trim().toUpperCase()
  .regex(/^\d{17}[\dX]$/, `${label}应为 18 位`).refine(isIdCardShape, { message: `${label}的出生日期不正确`, params: { messageEn: 'must hold a real date of birth' } });

/** An ID number to search by: the whole number or its last 4 or more characters, an X only as the last (ID_TAIL). */
export const idTail = (message: string) => z.string().trim().toUpperCase().regex(ID_TAIL, message);

/** A six-digit administrative division code (GB/T 2260). */
export const regionCode = (label = '行政区划代码') => z.string(wrongType(`请选择${label}`)).trim()
  .regex(/^\d{6}$/, `${label}应为 6 位数字`);

/**
 * A file as base64 (no data: prefix), no longer than the body that carries it (`maxBodyBytes`); the size rule of the
 * file itself is the service's, with its own message.
 */
export const base64File = (maxBodyBytes: number, tooLarge = '文件过大') => z.string().min(1, '文件内容为空')
  .max(maxBodyBytes, tooLarge)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, '文件内容应为 base64 编码');

/** The one paging shape of every list (style.md); a page past the millionth is refused, not computed. */
export const pageNo = intParam(z.number().int('页码应为整数').min(1, '页码必须大于 0').max(1_000_000, '页码过大')).default(1);
export const pageSize = (fallback = 20) =>
  intParam(z.number().int('每页条数应为整数').min(1, '每页条数必须大于 0').max(200, '每页条数不能超过 200')).default(fallback);
