/** Calendar arithmetic on 'YYYY-MM-DD' dates. */

const DAY_MS = 86_400_000;

/** Whether year, month (1-12) and day make a day of the calendar (not February 30). */
export function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether the text is a real calendar date 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && isRealDay(+m[1], +m[2], +m[3]);
}

/** Adds days (negative: earlier) to a calendar date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  // eslint-disable-next-line no-restricted-syntax -- a calendar date at UTC midnight, not an instant
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds months, keeping the day or falling back to the month's last day. */
export function addMonths(date: string, months: number): string {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Adds whole years (Feb 29 becomes Feb 28 in a common year). */
export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** Age in whole years on a date. */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
