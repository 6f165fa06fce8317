/** Field values of a filing as a printed form shows them: codes by name, booleans as words, groups inline. */
import { maskIdCard } from '../idCard';

/** Fields whose names are not their code list's name. */
const LIST_ALIASES: Readonly<Record<string, readonly string[]>> = {
  category: ['postCategory'],
  level: ['postLevel'],
  changeKind: ['postChangeKind'],
  result: ['assessmentResult'],
  rpType: ['rewardType', 'punishType'],
  eduReq: ['education'],
  reason: ['exchangeReason'],
  noticeType: ['announcementType'],
};

/** Prefixes a field carries in front of a code field's name: toEstabType, fromLevel, secondCategory, demoteToLevel. */
const PREFIX = /^(to|from|second|demoteTo|new|old)([A-Z].*)$/;

/** The code lists that may name a field's values, most likely first. */
export function codeListsOf(field: string, known: (list: string) => boolean): string[] {
  const bare = PREFIX.exec(field);
  const names = bare ? [field, bare[2][0].toLowerCase() + bare[2].slice(1)] : [field];
  return names.flatMap((n) => [n, ...(LIST_ALIASES[n] ?? [])]).filter(known);
}

export interface FormatWords { yes: string; no: string; empty: string; sep: string }

export interface FieldDictionary {
  /** Field name → label, in the request language. */
  labels: Readonly<Record<string, string>>;
  /** Code list → code → name, in the request language. */
  codes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Field name → value → label, for the app's own enumerations (recruitMode, direction, …). */
  options: Readonly<Record<string, Readonly<Record<string, string>>>>;
  words: FormatWords;
}

export const isGroup = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The label of a field; a field named after its group (counterpartInSystem) falls back to its own part's label. */
export function knownLabel(dict: FieldDictionary, field: string): string | undefined {
  if (dict.labels[field] !== undefined) return dict.labels[field];
  // to/from/second… change a field's meaning: those are never labelled as the bare field.
  if (PREFIX.test(field)) return undefined;
  const tail = /^[a-z]+([A-Z]\w*)$/.exec(field)?.[1];
  return tail ? dict.labels[tail[0].toLowerCase() + tail.slice(1)] : undefined;
}

export function fieldLabel(dict: FieldDictionary, field: string): string {
  return knownLabel(dict, field) ?? field;
}

/** ID numbers are printed masked, as the filing's page shows them. */
const isIdNumber = (field: string) => /^idNumber$|IdNumber$/.test(field);

function named(dict: FieldDictionary, field: string, value: string): string | undefined {
  const own = dict.options[field]?.[value];
  if (own !== undefined) return own;
  for (const list of codeListsOf(field, (l) => l in dict.codes)) {
    const name = dict.codes[list][value];
    if (name !== undefined) return name;
  }
  return undefined;
}

/** A stored value as a reader of the form reads it; a code nobody names stays as stored. */
export function fieldValue(dict: FieldDictionary, field: string, value: unknown): string {
  const { words } = dict;
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' && isIdNumber(field)) return maskIdCard(value);
  if (typeof value === 'string' || typeof value === 'number') return named(dict, field, String(value)) ?? String(value);
  if (Array.isArray(value)) return value.map((v) => fieldValue(dict, field, v)).join('、');
  if (isGroup(value)) {
    return Object.entries(value).map(([k, v]) => `${fieldLabel(dict, k)}${words.sep}${fieldValue(dict, k, v)}`).join('；');
  }
  return String(value);
}
