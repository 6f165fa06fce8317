import { and, eq } from 'drizzle-orm';
import { postLevelCategory } from '@/lib/domain/codes';
import { idCheckChar } from '@/lib/domain/idCard';
import { getDb } from '../db/client';
import { persons, unitEstablishments, unitPostPlanLines, unitPostPlans, units } from '../db/tables';

export async function unitIdOf(name: string): Promise<number> {
  const db = await getDb();
  const [u] = await db.select({ id: units.id }).from(units).where(eq(units.unitName, name));
  return u.id;
}

/** Replaces a unit's current establishment with known numbers. */
export async function setEstablishment(unitId: number, quotaInst: number): Promise<void> {
  const db = await getDb();
  await db.update(unitEstablishments).set({ isCurrent: false }).where(eq(unitEstablishments.unitId, unitId));
  await db.insert(unitEstablishments).values({
    unitId, approvedTotal: quotaInst, quotaInst, docNo: '测试〔2026〕1号', docDate: '2026-01-01', effectiveFrom: '2026-01-01', source: 'INIT',
  });
}

/** Sets the approved count of one level in the unit's current post plan (the plan must exist), adding the level if it has none. */
export async function setPostCount(unitId: number, postLevel: string, approvedCount: number): Promise<void> {
  const db = await getDb();
  const [plan] = await db.select({ id: unitPostPlans.id }).from(unitPostPlans)
    .where(and(eq(unitPostPlans.unitId, unitId), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false)));
  const [line] = await db.select({ id: unitPostPlanLines.id }).from(unitPostPlanLines)
    .where(and(eq(unitPostPlanLines.planId, plan.id), eq(unitPostPlanLines.postLevel, postLevel)));
  if (line) await db.update(unitPostPlanLines).set({ approvedCount }).where(eq(unitPostPlanLines.id, line.id));
  else await db.insert(unitPostPlanLines).values({ planId: plan.id, postCategory: postLevelCategory(postLevel)!, postLevel, approvedCount });
}

let serial = 0;
/** A valid ID number, unique within a test file, for a person born on the given date (the 17th digit odd for men). */
export function idNumberFor(birthDate: string, male = true): string {
  serial += 1;
  const order = String(serial % 100).padStart(2, '0');
  const body = `330502${birthDate.replace(/-/g, '')}${order}${male ? 1 + 2 * (serial % 5) : 2 * (serial % 5)}`;
  return body + idCheckChar(body);
}

/** Inserts a person of the unit, not yet filed (recordStatus DRAFT) unless told otherwise. */
export async function insertPerson(unitId: number, p: Partial<typeof persons.$inferInsert> = {}): Promise<number> {
  const db = await getDb();
  const birthDate = p.birthDate ?? '1990-03-15';
  const gender = p.gender ?? '1';
  const [row] = await db.insert(persons).values({
    unitId, name: '测试人员', idNumber: idNumberFor(birthDate, gender === '1'), gender, birthDate, ethnicity: '01', politicalStatus: '13',
    education: '21', graduateSchool: '浙江师范大学', major: '数学与应用数学', workStartDate: '2012-08-01', unitEntryDate: '2015-08-01',
    entryMethod: 'OPEN_RECRUIT', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T10', titleLevel: 'MIDDLE', appointDate: '2016-08-01',
    personStatus: 'ON_DUTY', recordStatus: 'DRAFT', ...p,
  }).returning({ id: persons.id });
  return row.id;
}

/** A publicity period long over and long enough, for the filings that carry one (人才引进, 晋升/竞聘, 考核优秀). */
export const PUBLICITY_OVER = { publicityStart: '2020-01-06', publicityEnd: '2020-01-12' } as const;
