import 'server-only';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import type { Db } from '../../db/client';
import { filingLines, filings, persons, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import type { FilingLineRow, FilingRow } from '../filings/definition';
import { effectPending, lineInFlight } from '../filings/pending';
import { keepRecordFound } from '../filings/recordFound';
import { findOrRevivePerson } from '../persons/revive';
import { arrivalOf, arrivedOfCorrected, moveArrival } from './keptArrivals';

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

/** Where a line keeps the new person: the payload itself (招聘结果、人才引进) or its `newPerson` (系统外调入). */
export interface NewPersonAt {
  of(l: FilingLineRow): { name: string; idNumber: string } | null;
  /** The payload path before `idNumber` in a field name: '' or 'newPerson.'. */
  prefix: string;
}
const IN_PAYLOAD: NewPersonAt = { of: (l) => l.payload as unknown as { name: string; idNumber: string }, prefix: '' };

/**
 * R-ID-03/R-ID-04: a new person's ID number is not on record except for someone reduced (whose record is reused), and
 * not named by another arrival under review or approved to land on a day still ahead (R-GEN-04).
 */
export async function idNumberIssues(db: Db, filing: FilingRow, allLines: FilingLineRow[], at: NewPersonAt = IN_PAYLOAD): Promise<Finding[]> {
  const lines = allLines.filter((l) => at.of(l));
  if (!lines.length) return [];
  const idOf = (l: FilingLineRow) => at.of(l)!.idNumber.toUpperCase();
  const nameOf = (l: FilingLineRow) => at.of(l)!.name;
  const ids = lines.map(idOf);
  const lineOf = new Map(lines.map((l) => [idOf(l), l]));
  const out: Finding[] = [];
  const known = await db.select({ idNumber: persons.idNumber, status: persons.personStatus, unitName: units.unitName })
    .from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(and(inArray(persons.idNumber, ids), eq(persons.deleted, false)));
  for (const p of known.filter((k) => k.status !== 'REDUCED')) {
    const l = lineOf.get(p.idNumber)!;
    const state = p.status === 'PENDING_ARRIVAL' ? '待报到' : '在职';
    out.push({
      code: 'R-ID-03', level: 'ERROR', field: `lines[${l.lineNo - 1}].${at.prefix}idNumber`,
      message: `第 ${l.lineNo} 行 ${nameOf(l)}：该身份证号已在【${p.unitName}】登记（${state}），请通过人员交流办理调入`,
      messageEn: `Line ${l.lineNo} ${nameOf(l)}: this ID number is registered at ${p.unitName} (${p.status === 'PENDING_ARRIVAL' ? 'awaiting arrival' : 'on duty'}); `
        + 'bring the person in by a transfer',
    });
  }
  const idText = sql<string>`upper(coalesce(${filingLines.payload}->>'idNumber', ${filingLines.payload}->'newPerson'->>'idNumber'))`;
  // An approved arrival whose day is still ahead (the effective-dates job lands it) holds the number as one under review does.
  const elsewhere = await db.select({
    idNumber: idText, filingNo: filings.filingNo, status: filings.status, effectiveDate: sql<string | null>`${filingLines.payload}->>'effectiveDate'`,
  }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(
      inArray(filings.filingType, ['TALENT_INTRO', 'RECRUIT_RESULT', 'EXCHANGE']), lineInFlight(inArray(filings.status, ['PENDING_ZG', 'PENDING_RSJ'])),
      eq(filings.deleted, false), ne(filings.id, filing.id), inArray(idText, ids),
    ));
  for (const e of elsewhere) {
    const l = lineOf.get(e.idNumber)!;
    const field = `lines[${l.lineNo - 1}].${at.prefix}idNumber`;
    out.push(e.status === 'APPROVED' ? {
      code: 'R-GEN-04', level: 'ERROR', field,
      message: `第 ${l.lineNo} 行 ${nameOf(l)}已由【${e.filingNo}】核准调入，${e.effectiveDate ?? ''}生效，生效前不能再次办理进入`,
      messageEn: `Line ${l.lineNo} ${nameOf(l)} is approved to arrive by ${e.filingNo} on ${e.effectiveDate ?? ''}; no other entry can be filed before then`,
    } : {
      code: 'R-GEN-04', level: 'ERROR', field, message: `第 ${l.lineNo} 行 ${nameOf(l)}存在在途业务【${e.filingNo}】`,
      messageEn: `Line ${l.lineNo} ${nameOf(l)} is in another filing under review (${e.filingNo})`,
    });
  }
  return out;
}

/**
 * The ID numbers an approved arrival from outside the system brings in on a day still ahead (R-GEN-04), each with that
 * filing's number and the day: nobody else may register them before the effective-dates job puts the person on record.
 */
export async function arrivalsAhead(db: Db, idNumbers: string[]): Promise<Map<string, { filingNo: string; effectiveDate: string }>> {
  if (!idNumbers.length) return new Map();
  const idText = sql<string>`upper(${filingLines.payload}->'newPerson'->>'idNumber')`;
  const rows = await db.select({ idNumber: idText, filingNo: filings.filingNo, effectiveDate: sql<string>`${filingLines.payload}->>'effectiveDate'` })
    .from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(eq(filings.filingType, 'EXCHANGE'), effectPending(), isNull(filingLines.effectAppliedAt), eq(filings.deleted, false),
      inArray(idText, idNumbers.map((n) => n.toUpperCase()))));
  return new Map(rows.map((r) => [r.idNumber, { filingNo: r.filingNo ?? '', effectiveDate: r.effectiveDate }]));
}

/** What an intake type sets of a person besides the line's own fields (entry method, post, establishment). */
export type IntakeFields = (l: FilingLineRow) => Omit<PersonInsert, keyof IntakePerson | 'unitId' | 'personStatus' | 'recordStatus' | 'unitEntryDate'>;

/**
 * Creates (or, for someone reduced at any unit or a deleted draft, reuses the record of: findOrRevivePerson) the persons of an approved intake filing as filed and awaiting arrival,
 * and links each line to its person; the line of a former employee keeps their record as the approval found it
 * (recordFound), for the filing's before → after. Their unit entry is the approval day until they arrive. A correction
 * that lists again someone its original brought in who has arrived since keeps that arrival (keptArrivals.ts).
 */
export async function createIntakePersons(
  db: Db, filing: FilingRow, lines: FilingLineRow[], actor: SessionUser, today: string, fieldsOf: IntakeFields,
): Promise<void> {
  const arrived = await arrivedOfCorrected(db, filing);
  for (const l of lines) {
    const p = l.payload as unknown as IntakePerson;
    const values = {
      name: p.name, idType: '01', idNumber: p.idNumber.toUpperCase(), gender: p.gender, birthDate: p.birthDate, ethnicity: p.ethnicity,
      politicalStatus: p.politicalStatus, education: p.education, degree: p.degree ?? null, major: p.major, graduateSchool: p.graduateSchool,
      workStartDate: p.workStartDate ?? null, unitEntryDate: today, unitId: filing.unitId, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED' as const,
      ...fieldsOf(l), updatedBy: actor.id, updatedAt: new Date(),
    };
    const kept = arrived.get(values.idNumber);
    const person = await findOrRevivePerson(db, { values: kept ? { ...values, ...arrivalOf(kept) } : values, sourceFilingId: filing.id, entryDate: today, actor });
    if (kept) await moveArrival(db, kept, filing);
    await db.update(filingLines).set({ personId: person.id }).where(eq(filingLines.id, l.id));
    if (person.revived && person.found) await keepRecordFound(db, l, person.found);
  }
}
