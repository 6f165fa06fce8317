import type { PersonCreateBody, PersonDetail, PersonFields } from '@/lib/contracts/person';
import { checkForm, failureKeys, type FieldRules, type FormSchema } from '@/lib/domain/formRules';
import { parseIdCard } from '@/lib/domain/idCard';
import { PERSON_KEY_FIELDS } from '@/lib/domain/person';
import { idNumberIssue, personRecordIssues, type PersonRecordFacts, type RecordIssue } from '@/lib/domain/personRecord';

/** The form holds text as typed ('' for empty); only the dual-post flag is a boolean. */
export type FieldName = keyof PersonFields;
export type FormValues = { [K in FieldName]: K extends 'dualPost' ? boolean : string };

export interface EducationRow { kind: string; education: string; degree: string; school: string; major: string; startDate: string; endDate: string }
export interface ResumeRow { startDate: string; endDate: string; organisation: string; position: string }

export interface PersonFormState {
  values: FormValues;
  educations: EducationRow[];
  resumes: ResumeRow[];
}

/** A date the picker could not read: refused before anything is sent. */
export const INVALID_DATE = 'invalid';

/** The groups of domain.md §2.3, in the order the form and the card show them. */
export const FORM_GROUPS: { group: string; fields: FieldName[] }[] = [
  {
    group: 'identity',
    fields: ['name', 'formerName', 'idType', 'idNumber', 'gender', 'birthDate', 'ethnicity', 'nativePlace', 'birthPlace', 'politicalStatus',
      'partyJoinDate', 'maritalStatus', 'mobile'],
  },
  { group: 'education', fields: ['education', 'degree', 'graduateSchool', 'major', 'graduationDate'] },
  { group: 'work', fields: ['workStartDate', 'unitEntryDate', 'entryMethod', 'deptName'] },
  { group: 'estab', fields: ['estabStatus', 'estabType', 'outEmployForm'] },
  {
    group: 'post',
    fields: ['postCategory', 'postLevel', 'postName', 'appointDate', 'dualPost', 'secondPostCategory', 'secondPostLevel', 'adminDuty', 'civilRank'],
  },
  { group: 'title', fields: ['profTitle', 'titleLevel', 'titleSeries', 'titleDate', 'workerSkill'] },
  { group: 'contract', fields: ['contractType', 'contractStart', 'contractEnd', 'probationEnd'] },
  { group: 'status', fields: ['personStatus'] },
];

export const REQUIRED: FieldName[] = [
  'name', 'idType', 'idNumber', 'gender', 'birthDate', 'ethnicity', 'politicalStatus', 'education', 'graduateSchool', 'major',
  'workStartDate', 'unitEntryDate', 'entryMethod', 'estabStatus', 'personStatus',
];

/** The code list behind each code field. */
export const CODE_LIST: Partial<Record<FieldName, string>> = {
  idType: 'idType', gender: 'gender', ethnicity: 'ethnicity', politicalStatus: 'politicalStatus', maritalStatus: 'maritalStatus',
  education: 'education', degree: 'degree', entryMethod: 'entryMethod', estabStatus: 'estabStatus', estabType: 'estabType',
  outEmployForm: 'outEmployForm', postCategory: 'postCategory', postLevel: 'postLevel', secondPostCategory: 'postCategory',
  secondPostLevel: 'postLevel', civilRank: 'civilRank', titleLevel: 'titleLevel', titleSeries: 'titleSeries', workerSkill: 'workerSkill',
  contractType: 'contractType', personStatus: 'personStatus',
};

export const DATE_FIELDS: FieldName[] = [
  'birthDate', 'partyJoinDate', 'graduationDate', 'workStartDate', 'unitEntryDate', 'appointDate', 'titleDate', 'contractStart', 'contractEnd', 'probationEnd',
];

export const isKeyField = (f: string) => (PERSON_KEY_FIELDS as readonly string[]).includes(f);

const FIELD_NAMES = FORM_GROUPS.flatMap((g) => g.fields);

export function emptyForm(): PersonFormState {
  const values = Object.fromEntries(FIELD_NAMES.map((f) => [f, ''])) as unknown as FormValues;
  return { values: { ...values, idType: '01', dualPost: false, personStatus: 'ON_DUTY', estabStatus: 'IN' }, educations: [], resumes: [] };
}

/** The form of a stored person; the ID number stays empty (the card shows it masked) until the clerk re-enters it. */
export function formFromDetail(d: PersonDetail): PersonFormState {
  const values = Object.fromEntries(FIELD_NAMES.map((f) => [f, f === 'dualPost' ? Boolean(d.dualPost) : (d[f] ?? '')])) as FormValues;
  return {
    values: { ...values, idNumber: '' },
    educations: d.histories.educations.map((e) => ({
      kind: e.kind, education: e.education, degree: e.degree ?? '', school: e.school, major: e.major ?? '', startDate: e.startDate ?? '', endDate: e.endDate ?? '',
    })),
    resumes: d.histories.resumes.map((r) => ({ startDate: r.startDate, endDate: r.endDate ?? '', organisation: r.organisation, position: r.position ?? '' })),
  };
}

/** Birth date and gender as the ID number says (identity cards and residence permits), or nothing to change. */
export function derivedFromId(v: Pick<FormValues, 'idType' | 'idNumber'>, today: string): Partial<FormValues> {
  if (v.idType !== '01' && v.idType !== '02') return {};
  const id = parseIdCard(v.idNumber, today);
  return id.ok ? { birthDate: id.info.birthDate, gender: id.info.gender === 'M' ? '1' : '2' } : {};
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

function facts(v: FormValues): PersonRecordFacts {
  const out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? orNull(x) : x])) as Record<string, unknown>;
  return { ...out, idNumber: v.idNumber.trim().toUpperCase() } as unknown as PersonRecordFacts;
}

export interface FormContext {
  unitCategory: string;
  today: string;
  /** The stored person's status, which may stay whatever it is. */
  storedStatus?: string;
  /** Editing without re-entering the ID number: the stored one stands, and so do birth date and gender. */
  keepStoredId: boolean;
}

const ID_FIELDS = ['idNumber', 'birthDate', 'gender'];

const REQUIRED_RULES: FieldRules = { trim: true, required: true, message: 'REQUIRED' };
const DATE_RULES: FieldRules = { custom: (value) => value === INVALID_DATE && 'INVALID_DATE' };

/** The required fields left blank and the dates the picker could not read, as issues of each field (prefixed for a line). */
function fieldIssues<V extends object>(values: V, required: readonly (keyof V)[], dates: readonly (keyof V)[], prefix = ''): RecordIssue[] {
  const schema: FormSchema<V> = {};
  for (const f of new Set([...required, ...dates])) schema[f] = { ...(required.includes(f) && REQUIRED_RULES), ...(dates.includes(f) && DATE_RULES) };
  return Object.entries(failureKeys(checkForm(values, schema))).map(([field, code]) => ({ field: `${prefix}${field}`, code: code as string, message: '', messageEn: '' }));
}

/** Every finding of the form: required fields, unreadable dates, then the record rules shared with the server. */
export function formIssues(state: PersonFormState, ctx: FormContext): RecordIssue[] {
  const v = state.values;
  const out: RecordIssue[] = [
    ...fieldIssues(v, REQUIRED.filter((f) => !(f === 'idNumber' && ctx.keepStoredId)), DATE_FIELDS),
    ...state.educations.flatMap((e, i) => fieldIssues(e, ['kind', 'education', 'school'], ['startDate', 'endDate'], `educations[${i}].`)),
    ...state.resumes.flatMap((r, i) => fieldIssues(r, ['startDate', 'organisation'], ['startDate', 'endDate'], `resumes[${i}].`)),
  ];
  const missing = new Set(out.map((i) => i.field));
  // The record rules compare dates: without the basic dates only the ID number can be checked yet.
  if (['birthDate', 'workStartDate', 'unitEntryDate'].some((f) => missing.has(f))) {
    const id = !ctx.keepStoredId && v.idNumber.trim() ? idNumberIssue(v.idType, v.idNumber.trim().toUpperCase(), ctx.today) : null;
    return id ? [...out, id] : out;
  }
  const rules = personRecordIssues(facts(v), { unitCategory: ctx.unitCategory }, ctx.today, ctx.storedStatus)
    .filter((i) => !missing.has(i.field) && !(ctx.keepStoredId && ID_FIELDS.includes(i.field) && i.code.startsWith('R-ID')));
  return [...out, ...rules];
}

/** The first finding of each field, as the form shows it. */
export function issuesByField(issues: RecordIssue[]): Record<string, RecordIssue> {
  const out: Record<string, RecordIssue> = {};
  for (const i of issues) out[i.field] ??= i;
  return out;
}

/** The request body: empty text as null, the ID number left out while the stored one stands. */
export function toBody(state: PersonFormState, keepStoredId: boolean): PersonCreateBody {
  const values = Object.fromEntries(Object.entries(state.values).map(([k, x]) => [k, typeof x === 'string' ? orNull(x) : x])) as Record<string, unknown>;
  if (keepStoredId) delete values.idNumber;
  return {
    ...(values as PersonCreateBody),
    educations: state.educations.map((e) => ({
      kind: e.kind as 'FULLTIME' | 'IN_SERVICE', education: e.education, degree: orNull(e.degree), school: e.school.trim(), major: orNull(e.major),
      startDate: orNull(e.startDate), endDate: orNull(e.endDate),
    })),
    resumes: state.resumes.map((r) => ({ startDate: r.startDate, endDate: orNull(r.endDate), organisation: r.organisation.trim(), position: orNull(r.position) })),
  };
}

/** The key fields whose value differs from the stored person: what a PERSON_INFO CHANGE line carries. */
export function keyChanges(values: FormValues, stored: PersonDetail, idNumber: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const f of PERSON_KEY_FIELDS) {
    if (f === 'idNumber') {
      if (idNumber.trim()) out.idNumber = idNumber.trim().toUpperCase();
      continue;
    }
    const next = orNull(String(values[f] ?? ''));
    if (next !== (stored[f] ?? null)) out[f] = next;
  }
  return out;
}

/** The fields the record needs as it stands (domain.md §2.3): the always-required ones and those the other answers call for. */
export function requiredFields(v: FormValues, unitCategory: string): Set<string> {
  const out = new Set<string>(REQUIRED);
  const inEstab = v.estabStatus === 'IN';
  if (inEstab) out.add('estabType');
  else out.add('outEmployForm');
  if (v.politicalStatus === '01' || v.politicalStatus === '02') out.add('partyJoinDate');
  if (inEstab && unitCategory === 'PUBLIC_INST') ['postCategory', 'postLevel', 'appointDate', 'contractType'].forEach((f) => out.add(f));
  if (v.postCategory) out.add('postLevel');
  if (v.dualPost) ['secondPostCategory', 'secondPostLevel'].forEach((f) => out.add(f));
  if (inEstab && (v.estabType === 'ADMIN' || v.estabType === 'REF_CIVIL')) out.add('civilRank');
  if (v.postCategory === 'WORKER') out.add('workerSkill');
  if (v.contractType) out.add('contractStart');
  if (v.contractType === 'FIXED') out.add('contractEnd');
  return out;
}

/** Fields the form leaves out while the other answers make them meaningless. */
export function isShown(f: FieldName, v: FormValues): boolean {
  if (f === 'estabType') return v.estabStatus === 'IN';
  if (f === 'outEmployForm') return v.estabStatus === 'OUT';
  if (f === 'secondPostCategory' || f === 'secondPostLevel') return v.dualPost;
  if (f === 'partyJoinDate') return v.politicalStatus === '01' || v.politicalStatus === '02' || Boolean(v.partyJoinDate);
  return true;
}

/** Dates that may lie ahead: the contract's end and the end of probation. */
export const FUTURE_DATES: FieldName[] = ['contractEnd', 'probationEnd'];

export const MAX_LENGTH: Partial<Record<FieldName, number>> = {
  name: 30, formerName: 30, idNumber: 18, mobile: 11, graduateSchool: 100, major: 100, deptName: 50, postName: 50, adminDuty: 50, profTitle: 50,
};
