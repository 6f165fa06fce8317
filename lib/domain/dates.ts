/** Calendar arithmetic on 'YYYY-MM-DD' dates. */

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
