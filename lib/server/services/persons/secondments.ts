import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays } from '@/lib/domain/dates';
import type { Db } from '../../db/client';
import { personExchanges } from '../../db/tables';

/**
 * Ends the person's open secondment (借调: its OUT row at the sending unit and its IN row at the receiving one) on the day
 * before `nextStart`, the day the person is back on duty or moved for good — the last day of the period 借调出, as
 * startPeriod ends it (never before the secondment began). Answers the rows it ended: what undoing that opens again.
 */
export async function endSecondment(db: Db, personId: number, nextStart: string): Promise<number[]> {
  const lastDay = addDays(nextStart, -1);
  const ended = await db.update(personExchanges).set({ endDate: sql`greatest(${personExchanges.effectiveDate}, ${lastDay}::date)` })
    .where(and(eq(personExchanges.personId, personId), eq(personExchanges.exchangeMode, 'SECONDMENT'), isNull(personExchanges.endDate)))
    .returning({ id: personExchanges.id });
  return ended.map((r) => r.id);
}

/** Opens again the secondment rows endSecondment ended. */
export async function reopenSecondment(db: Db, ended: readonly number[] | null | undefined): Promise<void> {
  if (ended?.length) await db.update(personExchanges).set({ endDate: null }).where(inArray(personExchanges.id, [...ended]));
}
