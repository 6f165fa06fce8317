import 'server-only';
import type { z } from 'zod';
import { DATE_PATTERN, MULTI_LINE, SINGLE_LINE } from '@/lib/contracts/primitives';
import { ID_TAIL } from '@/lib/domain/idCard';
import { dateInChina } from '@/lib/domain/datetime';

/**
 * The English of a field the contracts refuse. Their messages are Chinese, written for the Chinese screen; an English
 * caller gets a text rendered from the zod issue itself (its code and details), so no contract needs a second message.
 * Parse with `{ reportInput: true }`: a missing field is then told from a wrong one whatever message the contract gave.
 */

type Issue = z.core.$ZodIssue;

/** The regexes of lib/contracts/primitives, in words; any other pattern "has the wrong format". */
const PATTERNS = new Map<string, string>([
  [String(DATE_PATTERN), 'must be a date (YYYY-MM-DD)'],
  [String(SINGLE_LINE), 'must be a single line without control characters'],
  [String(MULTI_LINE), 'must not contain control characters'],
  [String(ID_TAIL), 'must be the whole ID number or its last 4 or more characters, an X only as the last'],
]);

const TYPES: Record<string, string> = {
  string: 'text', number: 'a number', int: 'an integer', bigint: 'an integer', boolean: 'true or false',
  array: 'a list', tuple: 'a list', object: 'an object', record: 'an object', map: 'an object', set: 'a list',
  date: 'a date', null: 'null', file: 'a file', symbol: 'a symbol', function: 'a function',
};

const FORMATS: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)', datetime: 'a date and time (ISO 8601)', time: 'a time (HH:MM:SS)',
  duration: 'a duration (ISO 8601)', email: 'an email address', url: 'a URL', uuid: 'a UUID', guid: 'a GUID',
  ipv4: 'an IPv4 address', ipv6: 'an IPv6 address', cidrv4: 'an IPv4 range', cidrv6: 'an IPv6 range',
  base64: 'base64 text', base64url: 'base64url text', e164: 'a phone number in E.164 form', jwt: 'a JWT',
  json_string: 'JSON text', emoji: 'an emoji', lowercase: 'lowercase', uppercase: 'uppercase',
};

/** The listed values shown before the rest are elided (a code list may hold hundreds). */
const SHOWN_VALUES = 20;

const quoted = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));

function oneOf(values: readonly unknown[]): string {
  if (values.length === 1) return `must be ${quoted(values[0])}`;
  const shown = values.slice(0, SHOWN_VALUES).map(quoted).join(', ');
  return `must be one of ${shown}${values.length > SHOWN_VALUES ? ', …' : ''}`;
}

const plural = (n: number | bigint, unit: string) => `${n} ${unit}${Number(n) === 1 ? '' : 's'}`;

const UNITS: Record<string, string | undefined> = { string: 'character', array: 'item', set: 'item', file: 'byte' };

/** A date check's bound (zod gives it in milliseconds) as the day it is in China. */
const day = (ms: number | bigint) => dateInChina(new Date(Number(ms)));

function size(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const exact = issue.exact === true;
  const least = small ? 'at least' : 'at most';
  const unit = UNITS[issue.origin];
  if (unit) {
    if (issue.origin === 'string' && small && Number(bound) === 1 && !exact) return 'must not be empty';
    const verb = issue.origin === 'string' || issue.origin === 'file' ? 'be' : 'have';
    return `must ${verb} ${exact ? 'exactly' : least} ${plural(bound, unit)}`;
  }
  if (issue.origin === 'date') {
    const when = issue.inclusive === false ? (small ? 'after' : 'before') : (small ? 'on or after' : 'on or before');
    return `must be ${when} ${day(bound)}`;
  }
  if (issue.inclusive === false) return `must be ${small ? 'greater' : 'less'} than ${bound}`;
  return `must be ${exact ? 'exactly' : least} ${bound}`;
}

function format(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const detail = issue as typeof issue & { prefix?: string; suffix?: string; includes?: string };
  switch (issue.format) {
    case 'regex': return PATTERNS.get(issue.pattern ?? '') ?? 'has the wrong format';
    case 'starts_with': return `must start with ${quoted(detail.prefix)}`;
    case 'ends_with': return `must end with ${quoted(detail.suffix)}`;
    case 'includes': return `must contain ${quoted(detail.includes)}`;
    case 'lowercase':
    case 'uppercase': return `must be ${issue.format}`;
    default: return FORMATS[issue.format] ? `must be ${FORMATS[issue.format]}` : 'has the wrong format';
  }
}

/** Whether the issue is a field that was not given (reported input undefined, or zod's own "received undefined"). */
export function isMissing(issue: Issue): boolean {
  if (issue.code !== 'invalid_type') return false;
  if ('input' in issue) return issue.input === undefined;
  return /received undefined/.test(issue.message);
}

/** What the field must be, in English, from the issue alone: "must be at most 200 characters". */
export function issueInEnglish(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue) || issue.expected === 'nonoptional') return 'is required';
      if (issue.expected === 'never' || issue.expected === 'undefined' || issue.expected === 'void') return 'must not be given';
      return `must be ${TYPES[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return size(issue);
    case 'invalid_format':
      return format(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return oneOf(issue.values);
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `has an unknown field ${quoted(issue.keys[0])}`
        : `has unknown fields ${issue.keys.map(quoted).join(', ')}`;
    case 'invalid_union': {
      // A discriminated union names its tag's field and, in this zod, the tags it takes.
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options) && options.length) return oneOf(options);
      return issue.inclusive === false ? 'matches more than one accepted form' : 'does not match any accepted form';
    }
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'has an item that is not allowed';
    case 'custom': {
      // A contract's refinement words its rule in Chinese only, unless it passes params.messageEn.
      const given = issue.params?.messageEn;
      if (typeof given === 'string' && given) return given;
      const input = (issue as { input?: unknown }).input;
      return typeof input === 'string' && DATE_PATTERN.test(input.trim()) ? 'must be a valid date for this field'
        : 'must be a valid value for this field';
    }
    default:
      return 'is not valid';
  }
}

/**
 * The 400 text of an issue on `field`, in both languages. The Chinese is the contract's own message (a field missing
 * with zod's default message reads "X 不能为空"); the English is rendered from the issue.
 */
export function fieldMessage(field: string, issue: Issue): { zh: string; en: string } {
  const zh = issue.code === 'invalid_type' && /undefined/.test(issue.message) ? `${field} 不能为空` : `${field}: ${issue.message}`;
  const en = isMissing(issue) ? `${field} is required` : `${field}: ${issueInEnglish(issue)}`;
  return { zh, en };
}
