import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personStatusHistory } from '../../db/tables';
import { endSecondment, reopenSecondment } from './secondments';
import { reopenPeriod, startPeriod, type ClosedPeriod } from './statusPeriods';

/**
 * What taking a person out of the system (已减员) ended: the period of the status they left, with its end before, and a
 * person seconded out their secondment's rows on both units (endSecondment). Kept on the filing's line (recordBefore).
 */
export type ReducedBefore = {
  closedPeriod: ClosedPeriod | null;
  endedSecondment?: number[];
};

/**
 * The period 已减员 a filing (a 减员, an expulsion) starts in the person's status history on `startDate`, the period of the
 * status left closed the day before, as the open secondment of a person seconded out: answers what it ended.
 */
export async function startReduced(
  db: Db, p: { id: number; unitId: number; personStatus: string }, period: { sourceFilingId: number; startDate: string; reason: string | null },
): Promise<ReducedBefore> {
  const closedPeriod = await startPeriod(db, p, { ...period, toStatus: 'REDUCED' });
  const endedSecondment = p.personStatus === 'SECONDED_OUT' ? await endSecondment(db, p.id, period.startDate) : [];
  return { closedPeriod, ...(endedSecondment.length ? { endedSecondment } : {}) };
}

/**
 * Undoes startReduced of the filing `sourceFilingId`: its period 已减员 removed from the person's status history, the
 * period it closed and the secondment it ended open again as before.
 */
export async function undoReduced(db: Db, personId: number, sourceFilingId: number, before: Partial<ReducedBefore> | null | undefined): Promise<void> {
  await db.delete(personStatusHistory).where(and(
    eq(personStatusHistory.personId, personId), eq(personStatusHistory.sourceFilingId, sourceFilingId), eq(personStatusHistory.toStatus, 'REDUCED'),
  ));
  await reopenPeriod(db, before?.closedPeriod);
  await reopenSecondment(db, before?.endedSecondment);
}
