import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { EducationItem, PersonFields, ResumeItem } from '@/lib/contracts/person';
import { today as todayInChina } from '@/lib/domain/datetime';
import { personRecordIssues, type RecordIssue } from '@/lib/domain/personRecord';
import type { Db } from '../../db/client';
import { persons, units } from '../../db/tables';
import { ApiError } from '../../errors';
import { arrivalsAhead } from '../recruit/persons';
import type { PersonRow } from './actions';
import { codeIssue, codeIssues, type CodeBook } from './codeBook';
import { fieldLabel } from './fields';
import { regionName } from './regions';

/** The stored values of a person's entered fields: empty means null, and what the establishment rules out is cleared. */
export type PersonValues = { [K in keyof PersonFields]-?: Exclude<PersonFields[K], undefined> };

export function personValues(input: PersonFields): PersonValues {
  const v = Object.fromEntries(Object.entries(input).map(([k, x]) => [k, x ?? null])) as PersonValues;
  if (v.estabStatus === 'IN') v.outEmployForm = null;
  if (v.estabStatus === 'OUT') v.estabType = null;
  if (!v.dualPost) {
    v.secondPostCategory = null;
    v.secondPostLevel = null;
  }
  return v;
}

export interface Registered {
  id: number;
  idNumber: string;
  name: string;
  unitId: number;
  unitName: string;
  personStatus: string;
}

/** The persons already holding any of the ID numbers (deleted rows too: the number stays taken). */
export async function registeredIds(db: Db, idNumbers: string[]): Promise<Map<string, Registered>> {
  if (!idNumbers.length) return new Map();
  const rows = await db.select({
    id: persons.id, idNumber: persons.idNumber, name: persons.name, unitId: persons.unitId, unitName: units.unitName, personStatus: persons.personStatus,
  }).from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(inArray(persons.idNumber, idNumbers));
  return new Map(rows.map((r) => [r.idNumber, r]));
}

/** R-ID-03/R-ID-04: the number is taken; say where and what the unit should do instead. */
export function idTakenIssue(book: CodeBook, found: Registered, unitId: number): RecordIssue {
  const code = book.get('personStatus')?.get(found.personStatus);
  const status = code?.zh ?? found.personStatus;
  const statusEn = code?.en ?? found.personStatus;
  if (found.personStatus === 'REDUCED') {
    return {
      field: 'idNumber', code: 'R-ID-03', message: `该身份证号已在【${found.unitName}】登记（${status}），再次进入须复用原档案，请通过招聘结果或人员交流办理`,
      messageEn: `This ID number is registered at ${found.unitName} (${statusEn}); a return reuses that record: file a recruitment result or an exchange`,
    };
  }
  if (found.unitId === unitId) {
    return {
      field: 'idNumber', code: 'R-ID-03', message: `该身份证号已在本单位登记（${found.name}，${status}），请勿重复录入`,
      messageEn: `This ID number is already registered in your unit (${found.name}, ${statusEn}); do not enter it twice`,
    };
  }
  return {
    field: 'idNumber', code: 'R-ID-03', message: `该身份证号已在【${found.unitName}】登记（${status}），请通过人员交流办理调入`,
    messageEn: `This ID number is registered at ${found.unitName} (${statusEn}); bring the person in by a transfer`,
  };
}

/** R-GEN-04: an approved arrival (arrivalsAhead) brings the person in on a day still ahead; nobody registers them before. */
export function arrivalAheadIssue(ahead: { filingNo: string; effectiveDate: string }): RecordIssue {
  return {
    field: 'idNumber', code: 'R-GEN-04', message: `该身份证号的人员已由【${ahead.filingNo}】核准调入，${ahead.effectiveDate}生效，生效前不能另行登记`,
    messageEn: `The person with this ID number is approved to arrive by ${ahead.filingNo} on ${ahead.effectiveDate}; they cannot be registered otherwise before then`,
  };
}

function subSetIssues(book: CodeBook, educations: EducationItem[] = [], resumes: ResumeItem[] = [], today: string): RecordIssue[] {
  const out: RecordIssue[] = [];
  educations.forEach((e, i) => {
    const at = (f: string) => `educations[${i}].${f}`;
    for (const [f, list] of [['education', 'education'], ['degree', 'degree']] as const) {
      const value = e[f];
      const issue = value ? codeIssue(book, list, f, value) : null;
      if (issue) out.push({ ...issue, field: at(f), message: `学历第 ${i + 1} 条：${issue.message}`, messageEn: `Education ${i + 1}: ${issue.messageEn}` });
    }
    if (e.startDate && e.endDate && e.endDate < e.startDate) {
      out.push({ field: at('endDate'), code: 'R-DT-01', message: `学历第 ${i + 1} 条：毕业时间不能早于入学时间`, messageEn: `Education ${i + 1}: the end cannot be before the start` });
    }
    if (e.startDate && e.startDate > today) {
      out.push({ field: at('startDate'), code: 'R-DT-01', message: `学历第 ${i + 1} 条：入学时间不能晚于今天`, messageEn: `Education ${i + 1}: the start cannot be after today` });
    }
  });
  resumes.forEach((r, i) => {
    if (r.endDate && r.endDate < r.startDate) {
      out.push({ field: `resumes[${i}].endDate`, code: 'R-DT-01', message: `简历第 ${i + 1} 条：截止时间不能早于起始时间`, messageEn: `Resume ${i + 1}: the end cannot be before the start` });
    }
    if (r.startDate > today) {
      out.push({ field: `resumes[${i}].startDate`, code: 'R-DT-01', message: `简历第 ${i + 1} 条：起始时间不能晚于今天`, messageEn: `Resume ${i + 1}: the start cannot be after today` });
    }
  });
  return out;
}

export interface CheckInput {
  unit: { id: number; unitCategory: string };
  values: PersonValues;
  stored?: PersonRow;
  educations?: EducationItem[];
  resumes?: ResumeItem[];
}

/** Every rule of a record that needs no query: the record rules, the codes (R-GEN-01), the regions and the sub-sets. */
export function recordIssues(book: CodeBook, input: CheckInput, today = todayInChina()): RecordIssue[] {
  const { values, stored } = input;
  const out = personRecordIssues(values, input.unit, today, stored?.personStatus);
  out.push(...codeIssues(book, values, stored));
  for (const key of ['nativePlace', 'birthPlace'] as const) {
    const code = values[key];
    if (code && code !== stored?.[key] && !regionName(code)) {
      out.push({
        field: key, code: 'R-GEN-01', message: `${fieldLabel(key)}“${code}”不是有效的行政区划代码`,
        messageEn: `${fieldLabel(key, 'en')} "${code}" is not a valid administrative division code`,
      });
    }
  }
  out.push(...subSetIssues(book, input.educations, input.resumes, today));
  return out;
}

/** Every rule of one record, the unique ID number (R-ID-03) included. */
export async function checkPerson(db: Db, book: CodeBook, input: CheckInput): Promise<RecordIssue[]> {
  const out = recordIssues(book, input);
  const id = input.values.idNumber!;
  if (id !== input.stored?.idNumber) {
    const found = (await registeredIds(db, [id])).get(id);
    const ahead = found ? undefined : (await arrivalsAhead(db, [id])).get(id);
    if (found) out.push(idTakenIssue(book, found, input.unit.id));
    if (ahead) out.push(arrivalAheadIssue(ahead));
  }
  return out;
}

/** The refusal of a record that breaks a rule: 422 naming the first field, every finding in data.issues. */
export function rejection(issues: RecordIssue[]): ApiError {
  const first = issues[0];
  return new ApiError(422, first.message, { field: first.field, issues }, first.messageEn);
}
