import { retirementDate, type RetireBand } from './codes';
import { addMonths } from './dates';
import { addDays } from './jobManage';

const BANDS: readonly { band: RetireBand; gender: string; baseYears: number }[] = [
  { band: 'M60', gender: '1', baseYears: 60 }, { band: 'F55', gender: '2', baseYears: 55 }, { band: 'F50', gender: '2', baseYears: 50 },
];

const retiresBy = (birthDate: string, gender: string, band: RetireBand, horizon: string) => retirementDate(birthDate, gender, band) <= horizon;

/**
 * The latest birth date whose statutory retirement date (R-AGE-03, the 2025 delays included) falls on or before `horizon`:
 * everyone of the band born later is neither due by then nor overdue. The retirement date never goes back when the
 * birth date goes forward (the delay only grows), so the births that retire by the horizon are all those up to this day.
 */
export function latestBirthRetiringBy(horizon: string, band: RetireBand): string {
  const { gender, baseYears } = BANDS.find((b) => b.band === band)!;
  // Without a delay the age is exactly the base years; each month of delay moves the bound a month back.
  let birth = addMonths(horizon, -baseYears * 12);
  while (!retiresBy(birth, gender, band, horizon)) birth = addMonths(birth, -1);
  // Then forward to the last day that still retires by the horizon (a day clamped at a month end, Feb 29 or the 31st, can land on it).
  while (retiresBy(addDays(birth, 1), gender, band, horizon)) birth = addDays(birth, 1);
  return birth;
}

/** The bound of each band for the retirement warning: births after it cannot be due by the horizon. */
export function retirementBirthBounds(horizon: string): Record<RetireBand, string> {
  return { M60: latestBirthRetiringBy(horizon, 'M60'), F55: latestBirthRetiringBy(horizon, 'F55'), F50: latestBirthRetiringBy(horizon, 'F50') };
}
