import 'server-only';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { RosterPerson } from '@/lib/contracts/assessment';
import { mustAssess } from '@/lib/domain/assessment';
import { today as todayInChina } from '@/lib/domain/datetime';
import { excellentRateFor } from '@/lib/domain/policy';
import type { Db } from '../db/client';
import { readAll } from '../db/readAll';
import { filings, personAssessments, personRewardPunish, persons } from '../db/tables';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';
import { valueOn } from './policySettings';

type PersonRow = typeof persons.$inferSelect;

/** R-KH-02: the unit's persons to assess in the year (filed, in the establishment, on its books at some time of the year). */
export async function personsToAssess(db: Db, unitId: number, year: number): Promise<PersonRow[]> {
  const rows = await db.select().from(persons).where(and(eq(persons.unitId, unitId), eq(persons.deleted, false), eq(persons.estabStatus, 'IN')))
    .orderBy(persons.id);
  return rows.filter((p) => mustAssess(p, year));
}

/** Filed punishments of the persons decided in the year or the year before (all R-KH-05 looks at). */
export async function sanctionsOf(db: Db, personIds: number[], year: number): Promise<Map<number, { rpType: string; decisionDate: string }[]>> {
  const out = new Map<number, { rpType: string; decisionDate: string }[]>();
  if (!personIds.length) return out;
  const rows = await db.select({ personId: personRewardPunish.personId, rpType: personRewardPunish.rpType, decisionDate: personRewardPunish.decisionDate })
    .from(personRewardPunish).where(and(inArray(personRewardPunish.personId, personIds), eq(personRewardPunish.rpKind, 'PUNISH')));
  for (const r of rows) {
    const y = Number(r.decisionDate.slice(0, 4));
    if (y === year || y === year - 1) out.set(r.personId, [...(out.get(r.personId) ?? []), { rpType: r.rpType, decisionDate: r.decisionDate }]);
  }
  return out;
}

/** Filed annual results of the two years before (R-KH-07). */
export async function earlierResults(db: Db, personIds: number[], year: number): Promise<Map<number, Map<number, string>>> {
  const out = new Map<number, Map<number, string>>();
  if (!personIds.length) return out;
  const rows = await db.select().from(personAssessments)
    .where(and(inArray(personAssessments.personId, personIds), eq(personAssessments.kind, 'ANNUAL'), lt(personAssessments.year, year)));
  for (const r of rows) if (r.year >= year - 2) out.set(r.personId, (out.get(r.personId) ?? new Map()).set(r.year, r.result));
  return out;
}

/** The unit's ASSESSMENT_REPORT of the year that is not voided, newest first (R-KH-01 keeps it to one). */
export async function reportOfYear(db: Db, unitId: number, year: number, exceptId = 0) {
  const [row] = await db.select({ id: filings.id, status: filings.status, filingNo: filings.filingNo }).from(filings).where(and(
    eq(filings.unitId, unitId), eq(filings.filingType, 'ASSESSMENT_REPORT'), eq(filings.year, year), eq(filings.deleted, false),
    ne(filings.status, 'VOID'), ne(filings.id, exceptId),
  )).orderBy(desc(filings.id)).limit(1);
  return row;
}

/** The workbench: who is assessed, what limits their result, and the year's report. */
export async function assessmentRoster(db: Db, user: SessionUser, year: number) {
  if (!user.unitId) throw new ApiError(403, '当前账号未关联单位', null, 'This account belongs to no unit');
  const people = await personsToAssess(db, user.unitId, year);
  const ids = people.map((p) => p.id);
  const [sanctions, earlier, report] = await readAll(db, [() => sanctionsOf(db, ids, year), () => earlierResults(db, ids, year), () => reportOfYear(db, user.unitId!, year)]);
  const cap = await valueOn(db, 'assessment.excellentCap', todayInChina());
  return {
    year,
    excellentRate: excellentRateFor(cap, user.unitId),
    excellentBase: cap.population,
    persons: people.map((p): RosterPerson => ({
      personId: p.id, name: p.name, deptName: p.deptName, postLevel: p.postLevel, estabStatus: p.estabStatus, personStatus: p.personStatus,
      recordStatus: p.recordStatus, workStartDate: p.workStartDate, unitEntryDate: p.unitEntryDate, reduceDate: p.reduceDate,
      sanctions: sanctions.get(p.id) ?? [], earlier: [...(earlier.get(p.id) ?? new Map<number, string>())].map(([y, result]) => ({ year: y, result })),
    })),
    report: report ? { id: report.id, status: report.status, filingNo: report.filingNo ?? `草稿-${report.id}` } : null,
  };
}
