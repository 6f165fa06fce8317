import 'server-only';
import { eq } from 'drizzle-orm';
import { formatDateTime } from '@/lib/domain/datetime';
import { isReviewDecision, lockExpiry, lockHolder } from '@/lib/domain/filing/reviewLock';
import type { Db } from '../../db/client';
import { filings, users } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import type { FilingRow } from './definition';

/** Another reviewer holding the review page open. */
export interface ReviewLock {
  reviewer: string;
  until: string;
}

async function heldBy(db: Db, filing: FilingRow): Promise<ReviewLock> {
  const [row] = await db.select({ name: users.realName, username: users.username }).from(users).where(eq(users.id, filing.reviewingBy!));
  return { reviewer: row?.name || row?.username || '', until: formatDateTime(filing.reviewingUntil) };
}

/**
 * A reviewer who may decide the filing now takes (or renews) the 10-minute soft lock by opening it; while another
 * reviewer holds it, the answer names them and their decisions are withheld.
 */
export async function openForReview(db: Db, user: SessionUser, filing: FilingRow, mayDecide: boolean): Promise<ReviewLock | null> {
  if (!mayDecide) return null;
  const now = new Date();
  if (lockHolder(filing, user.id, now) === 'other') return heldBy(db, filing);
  await db.update(filings).set({ reviewingBy: user.id, reviewingUntil: lockExpiry(now) }).where(eq(filings.id, filing.id));
  return null;
}

/** Refuses a reviewer's decision on a filing another reviewer holds (423: the first reviewer's work is not overtaken). */
export async function assertNotHeldByAnother(db: Db, user: SessionUser, filing: FilingRow, action: string): Promise<void> {
  if (!isReviewDecision(action) || lockHolder(filing, user.id, new Date()) !== 'other') return;
  const lock = await heldBy(db, filing);
  throw new ApiError(423, `该件正在由【${lock.reviewer}】审核（至 ${lock.until}），请稍后再试`, { reviewLock: lock },
    `${lock.reviewer} is reviewing this filing (until ${lock.until}); please try again later`);
}
