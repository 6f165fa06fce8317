import { retirementDate, type RetireBand } from './codes';
import { addMonths } from './dates';
import { addDays } from './jobManage';
import { latestBirthRetiringBy, retirementBirthBounds } from './retirementWindow';

const GENDER: Record<RetireBand, string> = { M60: '1', F55: '2', F50: '2' };
const retires = (birth: string, band: RetireBand) => retirementDate(birth, GENDER[band], band);

describe('latestBirthRetiringBy (the birth bound of the retirement warning)', () => {
  it('gives the last birth day still due by the horizon, per band, under the 2025 delays', () => {
    // Horizon 2027-11-25: a man born 1967-04 retires at 60y7m (2027-11), one born 1967-05 at 60y8m (2028-01).
    expect(retirementBirthBounds('2027-11-25')).toEqual({ M60: '1967-04-25', F55: '1972-04-25', F50: '1976-11-25' });
    expect(retires('1967-04-25', 'M60')).toBe('2027-11-25');
    expect(retires('1967-04-26', 'M60')).toBe('2027-11-26');
    expect(retires('1976-11-25', 'F50')).toBe('2027-11-25');
    expect(retires('1976-12-01', 'F50')).toBe('2027-12-01');
  });

  it('keeps a birth at a month end whose retirement day is clamped onto the horizon', () => {
    // Born 1965-11-30, delayed 3 months: 60y3m later is Feb 30, clamped to 2026-02-28.
    expect(latestBirthRetiringBy('2026-02-28', 'M60')).toBe('1965-11-30');
    expect(retires('1965-12-01', 'M60')).toBe('2026-03-01');
  });

  it('uses the plain ages before the rule and the longest delay after it', () => {
    expect(latestBirthRetiringBy('2024-12-31', 'M60')).toBe('1964-12-31');
    expect(latestBirthRetiringBy('2024-12-31', 'F55')).toBe('1969-12-31');
    expect(latestBirthRetiringBy('2024-12-31', 'F50')).toBe('1974-12-31');
    expect(latestBirthRetiringBy('2040-06-15', 'F50')).toBe('1985-06-15'); // F50 plus 60 months
    expect(latestBirthRetiringBy('2050-06-15', 'M60')).toBe('1987-06-15'); // M60 plus 36 months
  });

  it('is never narrower than the rule: every birth up to the bound retires by the horizon, none after it', () => {
    const horizons: string[] = [];
    for (let h = '2024-11-01'; h <= '2036-03-31'; h = addDays(h, 11)) horizons.push(h);
    for (let m = 0; m < 24; m += 1) horizons.push(addDays(addMonths('2025-01-01', m + 1), -1)); // month ends
    for (const horizon of horizons) {
      for (const band of ['M60', 'F55', 'F50'] as const) {
        const bound = latestBirthRetiringBy(horizon, band);
        expect(retires(bound, band) <= horizon).toBe(true);
        expect(retires(addDays(bound, 1), band) > horizon).toBe(true);
      }
    }
  });

  it('holds for every birth day around the bound (the retirement date never goes back as births move forward)', () => {
    for (const horizon of ['2026-11-25', '2027-02-28', '2028-02-29', '2031-07-31']) {
      for (const band of ['M60', 'F55', 'F50'] as const) {
        const bound = latestBirthRetiringBy(horizon, band);
        for (let birth = addMonths(bound, -70); birth <= addMonths(bound, 70); birth = addDays(birth, 1)) {
          if ((retires(birth, band) <= horizon) !== (birth <= bound)) throw new Error(`${band} ${horizon}: ${birth} against the bound ${bound}`);
        }
      }
    }
  });
});
