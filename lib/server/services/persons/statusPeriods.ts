import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { addDays } from '@/lib/domain/dates';
import type { Db } from '../../db/client';
import { personStatusHistory } from '../../db/tables';

/** A period as a later one found it, with the end it had then: what undoing that later one gives back (reopenPeriod). */
export interface ClosedPeriod {
  id: number;
  endDate: string | null;
}

/**
 * Ends the person's latest period in `status` the day before the next one starts (never before it began); a period
 * already ending by then keeps its end (domain.md §3.5 状态出入). Answers that period as it was, or null when the person
 * has none in `status`.
 */
async function closeOpenPeriod(db: Db, personId: number, status: string, nextStart: string): Promise<ClosedPeriod | null> {
  const [open] = await db.select().from(personStatusHistory)
    .where(and(eq(personStatusHistory.personId, personId), eq(personStatusHistory.toStatus, status)))
    .orderBy(desc(personStatusHistory.startDate), desc(personStatusHistory.id)).limit(1);
  if (!open) return null;
  const found = { id: open.id, endDate: open.endDate };
  const lastDay = addDays(nextStart, -1);
  if (open.endDate !== null && open.endDate <= lastDay) return found;
  await db.update(personStatusHistory).set({ endDate: lastDay < open.startDate ? open.startDate : lastDay }).where(eq(personStatusHistory.id, open.id));
  return found;
}

/** Gives the period startPeriod closed back the end it had: open again where it had none. */
export async function reopenPeriod(db: Db, closed: ClosedPeriod | null | undefined): Promise<void> {
  if (closed) await db.update(personStatusHistory).set({ endDate: closed.endDate }).where(eq(personStatusHistory.id, closed.id));
}

/** A period of the person's status history a filing starts. */
export interface NewPeriod {
  sourceFilingId: number;
  toStatus: string;
  startDate: string;
  endDate?: string | null;
  reason: string | null;
}

/**
 * Records the person (at `unitId`) entering a status from `personStatus`, the status they leave: its period ends the day
 * before the new one starts (closeOpenPeriod). Answers that period as it was, which undoing the change gives back.
 */
export async function startPeriod(db: Db, p: { id: number; unitId: number; personStatus: string }, period: NewPeriod): Promise<ClosedPeriod | null> {
  const closed = await closeOpenPeriod(db, p.id, p.personStatus, period.startDate);
  await db.insert(personStatusHistory).values({ personId: p.id, unitId: p.unitId, fromStatus: p.personStatus, endDate: null, ...period });
  return closed;
}
