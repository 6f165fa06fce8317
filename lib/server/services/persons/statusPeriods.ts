import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { addDays } from '@/lib/domain/dates';
import type { Db } from '../../db/client';
import { personStatusHistory } from '../../db/tables';

/**
 * Ends the person's latest period in `status` the day before the next one starts (never before it began); a period
 * already ending by then keeps its end (domain.md §3.5 状态出入).
 */
export async function closeOpenPeriod(db: Db, personId: number, status: string, nextStart: string): Promise<void> {
  const [open] = await db.select().from(personStatusHistory)
    .where(and(eq(personStatusHistory.personId, personId), eq(personStatusHistory.toStatus, status)))
    .orderBy(desc(personStatusHistory.startDate), desc(personStatusHistory.id)).limit(1);
  if (!open) return;
  const lastDay = addDays(nextStart, -1);
  if (open.endDate !== null && open.endDate <= lastDay) return;
  await db.update(personStatusHistory).set({ endDate: lastDay < open.startDate ? open.startDate : lastDay }).where(eq(personStatusHistory.id, open.id));
}
