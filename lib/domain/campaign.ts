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

/** Whether a unit is overdue in a round on a day: it has not filed, and the deadline it answers to has passed. */
export const isOverdue = (status: string | null | undefined, deadline: string, today: string): boolean =>
  !hasFiled(status) && campaignDue(deadline, today).past;

/** The figures of a round, as the workbench and the progress view both state them. */
export interface RoundFigures {
  /** The units the round expects. */
  expected: number;
  /** Those whose latest filing of the round is sent and not returned, or approved (hasFiled). */
  filed: number;
  /** Those not filed once the deadline they answer to has passed. */
  overdue: number;
}

/**
 * The one definition of a round's figures: over the units it expects, each with the status of its latest filing of the
 * round (none: not reported) and the deadline it answers to (null: no campaign sets one, so it is never overdue).
 */
export function roundFigures(units: readonly { status: string | null | undefined; deadline: string | null }[], today: string): RoundFigures {
  return {
    expected: units.length,
    filed: units.filter((u) => hasFiled(u.status)).length,
    overdue: units.filter((u) => u.deadline !== null && isOverdue(u.status, u.deadline, today)).length,
  };
}

/** How many days before its deadline a unit that has not filed is reminded of a round. */
export const REMIND_DAYS_BEFORE = 7;
/** How many days after the deadline the overdue reminder is still sent, should the daily job have missed the day after it. */
export const OVERDUE_REMINDER_DAYS = 7;

export type ReminderKind = 'DUE_SOON' | 'OVERDUE';

/**
 * The reminder a unit that has not filed gets on a day: DUE_SOON from REMIND_DAYS_BEFORE days before the deadline to the
 * deadline itself, OVERDUE from the day after it (for OVERDUE_REMINDER_DAYS days, so that a day the job did not run is
 * made up, and a round long past is not raised again); none before, between or after.
 */
export function reminderDue(deadline: string, today: string): ReminderKind | null {
  const { daysLeft } = campaignDue(deadline, today);
  if (daysLeft >= 0) return daysLeft <= REMIND_DAYS_BEFORE ? 'DUE_SOON' : null;
  return -daysLeft <= OVERDUE_REMINDER_DAYS ? 'OVERDUE' : null;
}
