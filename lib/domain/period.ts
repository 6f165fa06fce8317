/**
 * Periods counted in months from a start day (民法典 §201–§202, domain.md §7): the start day is not counted, so the period's last
 * day is the same day of the month the months later — or that month's last day when it has no such day. The period runs from the
 * start day (the decision takes effect that day) through the last day, both included.
 */
import { addDays, addMonths } from './dates';

/** The last day of a period of `months` months starting on `start` (2026-03-15 + 6 → 2026-09-15; 2026-08-31 + 6 → 2027-02-28). */
export function periodEnd(start: string, months: number): string {
  return addMonths(start, months);
}

/** Whether the day falls in the period: from the start day through periodEnd, both included. */
export function inPeriod(start: string, months: number, day: string): boolean {
  return start <= day && day <= periodEnd(start, months);
}

/**
 * The earliest start whose period still includes the day, so that "in a period on the day" is a plain date range on the start
 * (earliestStartIncluding ≤ start ≤ day): periodEnd never decreases as the start moves on, and a month-end clamp moves it by at most 3 days.
 */
export function earliestStartIncluding(day: string, months: number): string {
  let start = addDays(addMonths(day, -months), -4);
  while (periodEnd(start, months) < day) start = addDays(start, 1);
  return start;
}
