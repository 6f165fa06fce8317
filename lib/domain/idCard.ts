/** Citizen ID numbers, GB 11643 (domain.md §4.1). */
import { isRealDay as isRealDate } from './dates';
import type { FieldRules } from './formRules';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

export type IdCardProblem = 'format' | 'birthDate' | 'checkDigit';

export interface IdCardInfo {
  birthDate: string;
  gender: 'M' | 'F';
  regionCode: string;
}

/**
 * Checks an 18-character number: shape, a real birth date between 1900-01-01 and `today`, and the check
 * character. Returns the birth date, gender (17th digit odd = male) and region, or the first problem.
 */
export function parseIdCard(id: string, today: string): { ok: true; info: IdCardInfo } | { ok: false; problem: IdCardProblem; expected?: string } {
  const value = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return { ok: false, problem: 'format' };
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birthDate = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isRealDate(y, m, d) || birthDate < '1900-01-01' || birthDate > today) return { ok: false, problem: 'birthDate' };
  const expected = idCheckChar(value);
  if (value[17] !== expected) return { ok: false, problem: 'checkDigit', expected };
  return { ok: true, info: { birthDate, gender: Number(value[16]) % 2 === 1 ? 'M' : 'F', regionCode: value.slice(0, 6) } };
}

/** The spec §5 client rule: 15 or 18 characters with a real date, the 18-character form ending in a digit or X. */
export function isIdCardShape(id: string): boolean {
  if (/^\d{15}$/.test(id)) return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  return isRealDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14)));
}

/**
 * What the lists search an ID number by: the whole number or its last 4 or more characters, as they end it. Digits, and
 * an X (either case) only as the last character, the 18th of the number.
 */
export const ID_TAIL = /^\d{3,17}[\dXx]$/;

/** The form rule of an ID number filter (ID_TAIL, spaces around it ignored), saying `message` otherwise. */
export const idFilterRule = (message: string): FieldRules => ({ trim: true, pattern: ID_TAIL, message });

/** Masks an ID number for lists: the first 6 and the last 4 characters stay. */
export function maskIdCard(id: string): string {
  return id.length < 10 ? id : `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
}
