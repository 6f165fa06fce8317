import { daysBetween } from './recruit';

/** The statuses in which a unit has filed a campaign's round: sent (and not returned) or approved. */
export const FILED_STATUSES = ['PENDING_ZG', 'PENDING_RSJ', 'APPROVED'] as const;

export const hasFiled = (status: string | null | undefined): boolean => (FILED_STATUSES as readonly string[]).includes(status ?? '');

/**
 * Where a campaign stands on a day: the days left until its deadline (0 on the day itself, negative after it), and whether
 * it is past — the deadline is the last day to file, so overdue starts the day after.
 */
export function campaignDue(deadline: string, today: string): { daysLeft: number; past: boolean } {
  const daysLeft = daysBetween(today, deadline);
  return { daysLeft, past: daysLeft < 0 };
}
