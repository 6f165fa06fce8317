import 'server-only';
import { and, eq } from 'drizzle-orm';
import { personFields, type PersonDetail } from '@/lib/contracts/person';
import { retirementDateFor } from '@/lib/domain/retirementRules';
import { ageOn } from '@/lib/domain/dates';
import { formatDateTime, today as todayInChina } from '@/lib/domain/datetime';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../../db/client';
import { filingLines, filings, persons, units } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { personActions, type PersonRow } from './actions';
import { migratedMarks, personHistories } from './histories';
import { regionName } from './regions';
import { readableFilings } from '../filings/visibility';
import { visiblePersons } from './visibility';
import { valueOn } from '../policySettings';

export type UnitRow = typeof units.$inferSelect;

/** Loads a person the user may see with its unit, or answers 404: a person outside the scope does not exist for the caller. */
export async function loadVisiblePerson(db: Db, user: SessionUser, id: number, forUpdate = false): Promise<{ person: PersonRow; unit: UnitRow }> {
  const query = db.select({ person: persons, unit: units }).from(persons).innerJoin(units, eq(units.id, persons.unitId))
    .where(and(eq(persons.id, id), visiblePersons(user)));
  const [row] = forUpdate ? await query.for('update', { of: persons }) : await query;
  if (!row) throw new ApiError(404, '人员不存在或无权查看', null, 'No such person in your scope');
  return row;
}

/** Whether any filing ever listed the person: such a record is kept. */
export async function isInFiling(db: Db, personId: number): Promise<boolean> {
  const [line] = await db.select({ id: filingLines.id }).from(filingLines).where(eq(filingLines.personId, personId)).limit(1);
  return Boolean(line);
}

const FIELD_KEYS = Object.keys(personFields.shape) as (keyof typeof personFields.shape)[];

/** The person card (domain.md §2.3), ID masked, with the derived figures and the history sub-sets. */
export async function personDetail(db: Db, user: SessionUser, p: PersonRow, unit: UnitRow): Promise<PersonDetail> {
  const today = todayInChina();
  // A filing the caller may not open is not named (domain.md §3.4).
  const [lock] = p.lockFilingId
    ? await db.select({ filingNo: filings.filingNo }).from(filings).where(and(eq(filings.id, p.lockFilingId), readableFilings(user)))
    : [];
  const fields = Object.fromEntries(FIELD_KEYS.map((k) => [k, p[k] ?? null])) as Pick<PersonDetail, (typeof FIELD_KEYS)[number]>;
  return {
    ...fields,
    idNumber: maskIdCard(p.idNumber),
    id: p.id,
    unitId: p.unitId,
    unitName: unit.unitName,
    unitCategory: unit.unitCategory,
    nativePlaceName: regionName(p.nativePlace),
    birthPlaceName: regionName(p.birthPlace),
    reduceType: p.reduceType,
    reduceDate: p.reduceDate,
    recordStatus: p.recordStatus,
    lockFilingId: p.lockFilingId,
    lockFilingNo: lock ? (lock.filingNo ?? `草稿-${p.lockFilingId}`) : null,
    age: ageOn(p.birthDate, today),
    workYears: Math.max(0, ageOn(p.workStartDate, today)),
    retireDueDate: retirementDateFor(p, await valueOn(db, 'retire.baseAgeRules', today)),
    retireBaseOverride: p.retireBaseOverride,
    retireOverrideBasis: p.retireOverrideBasis,
    updatedAt: formatDateTime(p.updatedAt),
    version: p.version,
    allowedActions: personActions(user, p, await isInFiling(db, p.id)),
    migrated: (await migratedMarks(db, [p.importBatchId]))(p.importBatchId),
    histories: await personHistories(db, p.id),
  };
}
