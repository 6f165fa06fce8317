/** Working days (Monday to Friday) from `from` to `to`, not counting the start day. */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  let days = 0;
  for (let t = start + 86_400_000; t <= end; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days++;
  }
  return days;
}

/** Working days a filing may wait at a node: one more is overdue (red), more than the warning limit yellow (domain.md §3.2). */
export const OVERDUE_AFTER_DAYS = 10;
const WARNING_AFTER_DAYS = 5;

/** The SLA colour of a filing waiting at a node (domain.md §3.2): over 5 working days yellow, over 10 red. */
export function waitingLevel(days: number): 'normal' | 'warning' | 'overdue' {
  return days > OVERDUE_AFTER_DAYS ? 'overdue' : days > WARNING_AFTER_DAYS ? 'warning' : 'normal';
}
