import type { z } from 'zod';
import {
  DEGREE_REQS, EXAM_CATEGORIES, INTRO_MODES, PASS_FAIL, PUBLICITY_RESULTS, PUBLISH_CHANNELS, RECRUIT_MODES, TALENT_CLASSES, TARGETED,
} from '@/lib/contracts/recruit';

/** How a field is entered: free text, a number, a date, a code of a code list, or one of the type's own choices. */
export type FieldKind = 'text' | 'longText' | 'number' | 'date' | 'code' | 'choice';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** The code list (domain.md §6) of a `code` field. */
  list?: string;
  /** The values of a `choice` field; labels are `recruit.option.<name>.<value>`. */
  choices?: readonly string[];
  optional?: boolean;
  /** Spans the whole form row. */
  wide?: boolean;
  /**
   * Shown, not entered: the server takes the value from the filing another field names (`recruit.result.<derived>`
   * says from where); never sent.
   */
  derived?: string;
}

/** The form's values: every field as the text of its input. */
export type FormValues = Record<string, string>;

const f = (name: string, kind: FieldKind, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, kind, ...extra });
const code = (name: string, list = name, extra: Partial<FieldSpec> = {}) => f(name, 'code', { list, ...extra });
const choice = (name: string, choices: readonly string[]) => f(name, 'choice', { choices });

/** The person every talent and result line names, and an arrival from outside the system describes. */
export const PERSON: FieldSpec[] = [
  f('name', 'text'), f('idNumber', 'text'), code('gender'), f('birthDate', 'date'), code('ethnicity'), code('politicalStatus'),
  code('education'), code('degree', 'degree', { optional: true }), f('major', 'text'), f('graduateSchool', 'text'),
  f('workStartDate', 'date', { optional: true }),
];

export const PLAN_HEADER: FieldSpec[] = [
  f('batch', 'text'), choice('recruitMode', RECRUIT_MODES), choice('examCategory', EXAM_CATEGORIES), f('signupStart', 'date'), f('signupEnd', 'date'),
];

export const PLAN_LINE: FieldSpec[] = [
  f('postCode', 'text'), f('postName', 'text'), code('postCategory'), code('postLevel'), f('recruitCount', 'number'), code('eduReq', 'education'),
  choice('degreeReq', DEGREE_REQS), f('ageMax', 'number'), f('majorReq', 'text'), choice('targeted', TARGETED), f('examRatio', 'text'),
  code('estabType'), f('otherReq', 'longText', { optional: true, wide: true }),
];

/** An introduction is published before it is approved (R-GEN-06): its 公示 period is asked for on save and submission. */
export const TALENT_HEADER: FieldSpec[] = [choice('introMode', INTRO_MODES), f('publicityStart', 'date'), f('publicityEnd', 'date')];

export const TALENT_LINE: FieldSpec[] = [
  ...PERSON, f('profTitle', 'text', { optional: true }), code('titleLevel', 'titleLevel', { optional: true }), choice('talentClass', TALENT_CLASSES),
  f('formerUnit', 'text', { optional: true }), code('postCategory'), code('postLevel'), code('estabType'),
  f('salaryNote', 'longText', { optional: true, wide: true }), f('assessResult', 'longText', { wide: true }),
];

/** The publicity period of a result is the publication period of the announcement it names. */
export const RESULT_HEADER: FieldSpec[] = [
  f('planFilingId', 'choice'), f('publicityFilingId', 'choice', { optional: true }), f('publicityStart', 'date', { optional: true, derived: 'fromPublicity' }),
  f('publicityEnd', 'date', { optional: true, derived: 'fromPublicity' }), choice('publicityResult', PUBLICITY_RESULTS),
];

export const RESULT_LINE: FieldSpec[] = [
  f('postCode', 'choice'), ...PERSON, f('writtenScore', 'number', { optional: true }), f('interviewScore', 'number', { optional: true }),
  f('totalScore', 'number'), f('rank', 'number'), choice('physicalResult', PASS_FAIL), choice('inspectResult', PASS_FAIL), code('postLevel'),
  f('arrivalDeadline', 'date'),
];

export const ANNOUNCEMENT_HEADER: FieldSpec[] = [
  code('noticeType', 'announcementType'), f('relatedFilingId', 'choice', { optional: true }), choice('publishChannel', PUBLISH_CHANNELS),
  f('publishStart', 'date'), f('publishEnd', 'date'), f('content', 'longText', { wide: true }),
];

/** The code lists the recruitment screens show. */
export const RECRUIT_CODE_LISTS = [
  'gender', 'ethnicity', 'politicalStatus', 'education', 'degree', 'postCategory', 'postLevel', 'estabType', 'titleLevel', 'announcementType',
] as const;

/** The form's text as the contract's payload: numbers parsed, empty optional fields and the server's own left out. */
export function toPayload(specs: FieldSpec[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    if (s.derived) continue;
    const raw = (values[s.name] ?? '').trim();
    if (raw === '') continue;
    const numeric = s.kind === 'number' || (s.kind === 'choice' && /Id$/.test(s.name));
    out[s.name] = numeric && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  return out;
}

/** A stored payload as the form's text. */
export function toValues(specs: FieldSpec[], payload: Record<string, unknown> | undefined, defaults: FormValues = {}): FormValues {
  const out: FormValues = { ...defaults };
  for (const s of specs) {
    const v = payload?.[s.name];
    if (v !== undefined && v !== null) out[s.name] = String(v);
  }
  return out;
}

export interface FieldError {
  kind: 'required' | 'invalid';
  /** The contract's own message (Chinese). */
  message: string;
}

/** Checks the form against the contract: per field, empty where required or the contract's message. */
export function fieldErrors(schema: z.ZodType, specs: FieldSpec[], values: FormValues): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const s of specs) {
    if (!s.optional && !(values[s.name] ?? '').trim()) out[s.name] = { kind: 'required', message: '' };
  }
  const parsed = schema.safeParse(toPayload(specs, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !out[name]) out[name] = { kind: 'invalid', message: issue.message };
    }
  }
  return out;
}

/** The header and line fields of each recruitment type, for the detail page and the printed form. */
export const TYPE_FIELDS: Readonly<Record<string, { header: FieldSpec[]; line?: FieldSpec[] }>> = {
  RECRUIT_PLAN: { header: PLAN_HEADER, line: PLAN_LINE },
  TALENT_INTRO: { header: TALENT_HEADER, line: TALENT_LINE },
  RECRUIT_RESULT: { header: RESULT_HEADER, line: RESULT_LINE },
  ANNOUNCEMENT: { header: ANNOUNCEMENT_HEADER },
};

/** The line columns that fit a printed A4 form. */
export const PRINT_COLUMNS: Readonly<Record<string, string[]>> = {
  RECRUIT_PLAN: ['postCode', 'postName', 'postLevel', 'recruitCount', 'eduReq', 'degreeReq', 'majorReq', 'ageMax', 'estabType'],
  TALENT_INTRO: ['name', 'idNumber', 'gender', 'birthDate', 'education', 'talentClass', 'postLevel', 'estabType'],
  RECRUIT_RESULT: ['postCode', 'name', 'idNumber', 'gender', 'birthDate', 'education', 'totalScore', 'rank', 'postLevel'],
};

/** The number of a linked filing (plan, related filing), frozen into the header at submission beside its id. */
export function linkedNo(header: Record<string, unknown>, name: string): string | undefined {
  if (!name.endsWith('FilingId')) return undefined;
  const no = header[name.replace(/Id$/, 'No')];
  return typeof no === 'string' ? no : undefined;
}

/** The title of a linked filing the server keeps beside its id (a result's publicity announcement: publicityTitle). */
export function linkedTitle(header: Record<string, unknown>, name: string): string | undefined {
  if (!name.endsWith('FilingId')) return undefined;
  const title = header[name.replace(/FilingId$/, 'Title')];
  return typeof title === 'string' ? title : undefined;
}
