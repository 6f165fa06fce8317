const DAY_MS = 86_400_000;

/** Working days (Monday to Friday) from `from` to `to`, not counting the start day; none when `to` is not after `from`. */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  const days = Math.round((end - start) / DAY_MS);
  if (days <= 0) return 0;
  // Every whole week holds five; the days left over are counted one by one from the start's weekday.
  let count = Math.floor(days / 7) * 5;
  const startWeekday = new Date(start).getUTCDay();
  for (let i = 1; i <= days % 7; i++) {
    const weekday = (startWeekday + i) % 7;
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

/** Working days a filing may wait at a node: one more is overdue (red), more than the warning limit yellow (domain.md §3.2). */
export const OVERDUE_AFTER_DAYS = 10;
const WARNING_AFTER_DAYS = 5;

/** The SLA colour of a filing waiting at a node (domain.md §3.2): over 5 working days yellow, over 10 red. */
export function waitingLevel(days: number): 'normal' | 'warning' | 'overdue' {
  return days > OVERDUE_AFTER_DAYS ? 'overdue' : days > WARNING_AFTER_DAYS ? 'warning' : 'normal';
}
