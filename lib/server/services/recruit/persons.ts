import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import type { Db } from '../../db/client';
import { filingLines, filings, persons, units } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import type { FilingLineRow, FilingRow } from '../filings/definition';

type PersonInsert = typeof persons.$inferInsert;

/** The person fields an intake line gives (the rest are the type's: entry method, post, establishment). */
export interface IntakePerson {
  name: string;
  idNumber: string;
  gender: string;
  birthDate: string;
  ethnicity: string;
  politicalStatus: string;
  education: string;
  degree?: string;
  major: string;
  graduateSchool: string;
  workStartDate?: string;
}

const idOf = (l: FilingLineRow) => String(l.payload.idNumber).toUpperCase();

/**
 * R-ID-03/R-ID-04: a new person's ID number is not on record except for someone reduced (whose record is reused), and
 * not named by another intake filing under review.
 */
export async function idNumberIssues(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<Finding[]> {
  if (!lines.length) return [];
  const ids = lines.map(idOf);
  const lineOf = new Map(lines.map((l) => [idOf(l), l]));
  const out: Finding[] = [];
  const known = await db.select({ idNumber: persons.idNumber, status: persons.personStatus, unitName: units.unitName })
    .from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(and(inArray(persons.idNumber, ids), eq(persons.deleted, false)));
  for (const p of known.filter((k) => k.status !== 'REDUCED')) {
    const l = lineOf.get(p.idNumber)!;
    const state = p.status === 'PENDING_ARRIVAL' ? '待报到' : '在职';
    out.push({
      code: 'R-ID-03', level: 'ERROR', field: `lines[${l.lineNo - 1}].idNumber`,
      message: `第 ${l.lineNo} 行 ${String(l.payload.name)}：该身份证号已在【${p.unitName}】登记（${state}），请通过人员交流办理调入`,
      messageEn: `Line ${l.lineNo} ${String(l.payload.name)}: this ID number is registered at ${p.unitName} (${p.status === 'PENDING_ARRIVAL' ? 'awaiting arrival' : 'on duty'}); `
        + 'bring the person in by a transfer',
    });
  }
  const idText = sql<string>`upper(${filingLines.payload}->>'idNumber')`;
  const elsewhere = await db.select({ idNumber: idText, filingNo: filings.filingNo }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(
      inArray(filings.filingType, ['TALENT_INTRO', 'RECRUIT_RESULT']), inArray(filings.status, ['PENDING_ZG', 'PENDING_RSJ']),
      eq(filings.deleted, false), ne(filings.id, filing.id), inArray(idText, ids),
    ));
  for (const e of elsewhere) {
    const l = lineOf.get(e.idNumber)!;
    out.push({
      code: 'R-GEN-04', level: 'ERROR', field: `lines[${l.lineNo - 1}].idNumber`, message: `第 ${l.lineNo} 行 ${String(l.payload.name)}存在在途业务【${e.filingNo}】`,
      messageEn: `Line ${l.lineNo} ${String(l.payload.name)} is in another filing under review (${e.filingNo})`,
    });
  }
  return out;
}

/**
 * Creates (or, for someone reduced or a deleted draft, reuses the record of) the persons of an approved intake filing as filed and awaiting arrival,
 * and links each line to its person. Their unit entry is the approval day until they arrive.
 */
export async function createIntakePersons(
  db: Db, filing: FilingRow, lines: FilingLineRow[], actor: SessionUser, today: string,
  fieldsOf: (l: FilingLineRow) => Omit<PersonInsert, keyof IntakePerson | 'unitId' | 'personStatus' | 'recordStatus' | 'unitEntryDate'>,
): Promise<void> {
  for (const l of lines) {
    const p = l.payload as unknown as IntakePerson;
    const values = {
      name: p.name, idType: '01', idNumber: p.idNumber.toUpperCase(), gender: p.gender, birthDate: p.birthDate, ethnicity: p.ethnicity,
      politicalStatus: p.politicalStatus, education: p.education, degree: p.degree ?? null, major: p.major, graduateSchool: p.graduateSchool,
      workStartDate: p.workStartDate ?? today, unitEntryDate: today, unitId: filing.unitId, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED' as const,
      ...fieldsOf(l), updatedBy: actor.id, updatedAt: new Date(),
    };
    const [known] = await db.select().from(persons).where(eq(persons.idNumber, values.idNumber));
    if (known && known.personStatus !== 'REDUCED' && !known.deleted) throw new ApiError(422, `${p.name}的身份证号已登记，不能重复新增`);
    const [person] = known
      ? await db.update(persons).set({ ...values, deleted: false, reduceType: null, reduceDate: null, reduceFilingId: null, lockFilingId: null, version: known.version + 1 })
        .where(eq(persons.id, known.id)).returning({ id: persons.id })
      : await db.insert(persons).values({ ...values, createdBy: actor.id }).returning({ id: persons.id });
    await db.update(filingLines).set({ personId: person.id }).where(eq(filingLines.id, l.id));
  }
}
