/** The soft lock of domain.md §3.2 (并发): opening the review page holds the filing for one reviewer for 10 minutes. */
export const REVIEW_LOCK_MINUTES = 10;

export interface ReviewLockRow {
  reviewingBy: number | null;
  reviewingUntil: Date | null;
}

/** Whose the lock is now for this reviewer: nobody's (or expired), their own, or another reviewer's. */
export function lockHolder(lock: ReviewLockRow, reviewerId: number, now: Date): 'free' | 'mine' | 'other' {
  if (lock.reviewingBy === null || !lock.reviewingUntil || lock.reviewingUntil.getTime() <= now.getTime()) return 'free';
  return lock.reviewingBy === reviewerId ? 'mine' : 'other';
}

export const lockExpiry = (now: Date) => new Date(now.getTime() + REVIEW_LOCK_MINUTES * 60_000);

/**
 * The actions a reviewer's lock keeps from the others: the decisions at the node where the filing waits. A recall by
 * the competent authority while the bureau reviews is not one of them (it is answered by the version check).
 */
export const isReviewDecision = (action: string) => /^(ZG|RSJ)_(APPROVE|RETURN)$/.test(action);
