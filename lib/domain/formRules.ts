/**
 * The generic form-validation facility of spec §5: declarative rules per field (required, whitespace, type, len,
 * min, max, range, enum, pattern, the end of a range not before its start, and a custom check), the first failure of a field, every field's failure of a
 * form at once; the default text of a failure in both languages is ./formRuleText.ts (kept apart so the sign-in page
 * checks its form without the messages). The type rules are the helper rules of lib/domain/validators.ts.
 */
import { isCalendarDate } from './dates';
import {
  isChineseName, isContactPhone, isDecimal, isEmail, isIdCard, isIPv4, isMobile, isName, isNumber, isPort, isUrl,
} from './validators';

export type TypeRule =
  | 'string' | 'number' | 'integer' | 'email' | 'url' | 'hex' | 'date' | 'mobile' | 'idCard' | 'contactPhone' | 'name' | 'chineseName'
  | 'decimal' | 'port' | 'ipv4' | 'year';
export type RuleName = 'required' | 'whitespace' | 'type' | 'len' | 'min' | 'max' | 'range' | 'enum' | 'pattern' | 'from' | 'custom';
/** What a length rule measures: a text's characters, a number's value, a list's items. */
export type Measure = 'length' | 'value' | 'items';

export interface FieldRules<V = object> {
  /** Check the text without its surrounding whitespace (a whitespace-only text is then empty). */
  trim?: boolean;
  /** Not undefined, null, '' or an empty list; a whitespace-only text passes (see whitespace). */
  required?: boolean;
  /** A whitespace-only text counts as empty. */
  whitespace?: boolean;
  type?: TypeRule;
  len?: number;
  min?: number;
  max?: number;
  /** Min and max together, both included. */
  range?: readonly [number, number];
  enum?: readonly unknown[];
  pattern?: RegExp;
  /**
   * The field where the range this one ends starts (a date from ≤ to, an age from ≤ to): when both are given, this one
   * may not be less. Numbers, and numbers typed as text, compare by value; other texts (YYYY-MM-DD dates) as text.
   */
  from?: Extract<keyof V, string>;
  /** A check of its own: the message key of the failure, or nothing when the value passes. Runs on empty values too. */
  custom?: (value: unknown, values: V) => string | false | null | undefined;
  /** The form's own message key, for every failure or per rule. */
  message?: string | Partial<Record<RuleName, string>>;
}

export interface Failure {
  rule: RuleName;
  params: Record<string, string | number>;
  /** The form's own message key, when its rules name one. */
  message?: string;
}

export type FormSchema<V> = { [K in keyof V]?: FieldRules<V> };
export type FormFailures<V> = Partial<Record<keyof V, Failure>>;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUMERIC = /^-?\d+(\.\d+)?$/;
const YEAR = /^[1-9]\d{3}$/;
/** The types whose text is read as a number by the length rules and the range order. */
const NUMERIC_TYPES: readonly (TypeRule | undefined)[] = ['number', 'integer', 'year'];

const TYPES: Record<TypeRule, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && NUMERIC.test(v)),
  integer: (v) => (typeof v === 'number' ? Number.isInteger(v) : typeof v === 'string' && isNumber(v)),
  email: (v) => typeof v === 'string' && isEmail(v),
  url: (v) => typeof v === 'string' && isUrl(v),
  hex: (v) => typeof v === 'string' && HEX_COLOUR.test(v),
  date: (v) => typeof v === 'string' && isCalendarDate(v),
  mobile: (v) => typeof v === 'string' && isMobile(v),
  idCard: (v) => typeof v === 'string' && isIdCard(v),
  contactPhone: (v) => typeof v === 'string' && isContactPhone(v),
  name: (v) => typeof v === 'string' && isName(v),
  chineseName: (v) => typeof v === 'string' && isChineseName(v),
  decimal: (v) => typeof v === 'string' && isDecimal(v),
  port: (v) => typeof v === 'string' && isPort(v),
  ipv4: (v) => typeof v === 'string' && isIPv4(v),
  year: (v) => (typeof v === 'number' ? Number.isInteger(v) && v >= 1000 && v <= 9999 : typeof v === 'string' && YEAR.test(v)),
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** What the length rules compare: a number's value (also a number typed as text), a list's items, a text's length. */
function measured(value: unknown, type?: TypeRule): [Measure, number] | null {
  if (typeof value === 'number' || (typeof value === 'string' && NUMERIC_TYPES.includes(type))) return ['value', Number(value)];
  if (Array.isArray(value)) return ['items', value.length];
  return typeof value === 'string' ? ['length', value.length] : null;
}

/** Whether the end of a range lies before its start; false while either is not given. */
function before(end: unknown, start: unknown, type?: TypeRule): boolean {
  if (isEmpty(end) || isEmpty(start)) return false;
  const numeric = typeof end === 'number' || typeof start === 'number' || NUMERIC_TYPES.includes(type);
  return numeric ? Number(end) < Number(start) : String(end) < String(start);
}

function bare(value: unknown, rules: FieldRules<never>, values?: object): Omit<Failure, 'message'> | null {
  if (rules.required && isEmpty(value)) return { rule: 'required', params: {} };
  if (rules.whitespace && typeof value === 'string' && value !== '' && value.trim() === '') return { rule: 'whitespace', params: {} };
  if (isEmpty(value)) return null;
  if (rules.type && !TYPES[rules.type](value)) return { rule: 'type', params: { type: rules.type } };
  const m = measured(value, rules.type);
  if (m) {
    const [of, n] = m;
    if (rules.len !== undefined && n !== rules.len) return { rule: 'len', params: { len: rules.len, of } };
    if (rules.min !== undefined && n < rules.min) return { rule: 'min', params: { min: rules.min, of } };
    if (rules.max !== undefined && n > rules.max) return { rule: 'max', params: { max: rules.max, of } };
    if (rules.range && (n < rules.range[0] || n > rules.range[1])) return { rule: 'range', params: { min: rules.range[0], max: rules.range[1], of } };
  }
  if (rules.enum && !rules.enum.includes(value)) return { rule: 'enum', params: { values: rules.enum.join(' / ') } };
  if (rules.pattern && !(typeof value === 'string' && rules.pattern.test(value))) return { rule: 'pattern', params: { pattern: rules.pattern.source } };
  if (rules.from && values) {
    const start = (values as Record<string, unknown>)[rules.from];
    if (before(value, typeof start === 'string' && rules.trim ? start.trim() : start, rules.type)) return { rule: 'from', params: { from: rules.from } };
  }
  return null;
}

/** The first rule the value fails, in the order of FieldRules; null when it passes. */
export function checkField<V>(value: unknown, rules: FieldRules<V>, values?: V): Failure | null {
  const v = rules.trim && typeof value === 'string' ? value.trim() : value;
  const failed = bare(v, rules as FieldRules<never>, values as object | undefined);
  if (failed) {
    const own = typeof rules.message === 'string' ? rules.message : rules.message?.[failed.rule];
    return own ? { ...failed, message: own } : failed;
  }
  const key = rules.custom?.(v, values as V);
  return key ? { rule: 'custom', params: {}, message: key } : null;
}

/** A single field's message key: its rules' own for the rule it fails, else the rule's name; null when it passes. */
export function failureKey<V>(value: unknown, rules: FieldRules<V>, values?: V): string | null {
  const failed = checkField(value, rules, values);
  return failed ? failed.message ?? failed.rule : null;
}

/** Every field's first failure at once; a field that passes is left out. */
export function checkForm<V extends object>(values: V, schema: FormSchema<V>): FormFailures<V> {
  const out: FormFailures<V> = {};
  for (const field of Object.keys(schema) as (keyof V)[]) {
    const failed = checkField(values[field], schema[field] as FieldRules<V>, values);
    if (failed) out[field] = failed;
  }
  return out;
}

/** The form's message key of each failure (its own, else the rule's name). */
export function failureKeys<V>(failures: FormFailures<V>): Partial<Record<keyof V, string>> {
  return Object.fromEntries(Object.entries(failures).map(([f, v]) => [f, (v as Failure).message ?? (v as Failure).rule])) as Partial<Record<keyof V, string>>;
}
