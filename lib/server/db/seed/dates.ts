/** Calendar arithmetic on 'YYYY-MM-DD' strings (UTC, no time of day). */
import { addDays } from '@/lib/domain/dates';
import type { Rng } from './prng';

const DAY = 86_400_000;

const toTime = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

export function ymd(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export { addDays };

/** Adds months, falling back to the month's last day (01-31 + 1 month = 02-28). */
export function addMonths(date: string, months: number): string {
  const total = yearOf(date) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return ymd(y, m, Math.min(Number(date.slice(8, 10)), last));
}

export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY);
}

/** Whole years from `from` to `to` (周岁 when `from` is a birth date). */
export function fullYears(from: string, to: string): number {
  const years = yearOf(to) - yearOf(from);
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** Years from `from` to `to` as a fraction. */
export function yearsBetween(from: string, to: string): number {
  return daysBetween(from, to) / 365.25;
}

export const maxDate = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));
export const minDate = (...dates: string[]) => dates.reduce((a, b) => (a < b ? a : b));

/** A day in [from, to]; `from` when the range is empty. */
export function randomDate(rng: Rng, from: string, to: string): string {
  const span = daysBetween(from, to);
  return span <= 0 ? from : addDays(from, rng.int(0, span));
}
