import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persons } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { startPeriod } from './statusPeriods';

type PersonInsert = typeof persons.$inferInsert;
type PersonRow = typeof persons.$inferSelect;

/**
 * The fields of a tenure that end with it: a returning person's earlier post, contract, probation and department stay in the
 * histories, not on the record (the arrival sets what the new tenure holds).
 */
const TENURE_FIELDS = {
  deptName: null, postCategory: null, postLevel: null, postName: null, appointDate: null, dualPost: false, secondPostCategory: null,
  secondPostLevel: null, adminDuty: null, outEmployForm: null, contractType: null, contractStart: null, contractEnd: null, probationEnd: null,
} satisfies Partial<PersonInsert>;

export interface Arrival {
  /** The person as the arrival describes them, the unit they join and the status the path gives them included. */
  values: Omit<PersonInsert, 'createdBy' | 'version' | 'deleted' | 'workStartDate'> & { workStartDate?: string | null };
  /** The filing that brings them in, and the day the new tenure starts. */
  sourceFilingId: number;
  entryDate: string;
  actor: SessionUser;
}

/**
 * R-ID-04: the person an arrival (招聘结果、人才引进、系统外调入、安置) brings in, found by the ID number. Someone reduced — at
 * this unit or another — is the same person coming back: the record is reused (moving unit when it must), the reduction
 * cleared, the earlier post, establishment and exchange history kept, and the return recorded in the status history. A
 * deleted draft's record is reused as is; anyone else on record is refused (the rules catch this before approval).
 * `found` is the record reused as it stood before the arrival (null for a new one).
 */
export async function findOrRevivePerson(db: Db, { values, sourceFilingId, entryDate, actor }: Arrival): Promise<{ id: number; revived: boolean; found: PersonRow | null }> {
  const idNumber = values.idNumber.toUpperCase();
  // A returning person's first employment stays as recorded unless the arrival states it.
  const { workStartDate, ...given } = values;
  const [known] = await db.select().from(persons).where(eq(persons.idNumber, idNumber)).for('update');
  const audit = { updatedBy: actor.id, updatedAt: new Date() };
  if (!known) {
    const [created] = await db.insert(persons).values({ ...given, workStartDate: workStartDate ?? entryDate, idNumber, ...audit, createdBy: actor.id }).returning({ id: persons.id });
    return { id: created.id, revived: false, found: null };
  }
  const reduced = known.personStatus === 'REDUCED' && !known.deleted;
  if (!reduced && !known.deleted) {
    throw new ApiError(422, `${values.name}的身份证号已登记，不能重复新增`, null, `The ID number of ${values.name} is already on record and cannot be added again`);
  }
  await db.update(persons).set({
    ...(reduced ? TENURE_FIELDS : {}), ...given, ...(workStartDate ? { workStartDate } : {}), idNumber, ...audit, deleted: false, reduceType: null, reduceDate: null, reduceFilingId: null,
    lockFilingId: null, version: known.version + 1,
  }).where(eq(persons.id, known.id));
  if (reduced) {
    const earlier = known.reduceDate ? `曾于${known.reduceDate}减员，` : '';
    await startPeriod(db, { id: known.id, unitId: values.unitId, personStatus: 'REDUCED' }, {
      sourceFilingId, toStatus: values.personStatus, startDate: entryDate, reason: `${earlier}再次进入${known.unitId === values.unitId ? '本单位' : '（由原单位转入）'}`,
    });
  }
  return { id: known.id, revived: reduced, found: known };
}
