import fc from 'fast-check';
import { earliestStartIncluding, inPeriod, periodEnd } from './period';

describe('period end (民法典 §201–§202, domain.md §7)', () => {
  it.each([
    ['2026-03-15', 6, '2026-09-15'],
    ['2026-03-15', 12, '2027-03-15'],
    ['2026-03-15', 24, '2028-03-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
  ])('a period from %s of %i months ends on %s', (start, months, end) => expect(periodEnd(start, months)).toBe(end));

  it('includes the corresponding day and not the next (6 months from 2026-03-15)', () => {
    expect(inPeriod('2026-03-15', 6, '2026-09-15')).toBe(true);
    expect(inPeriod('2026-03-15', 6, '2026-09-16')).toBe(false);
  });

  it('includes the start day itself and not the day before', () => {
    expect(inPeriod('2026-03-15', 6, '2026-03-15')).toBe(true);
    expect(inPeriod('2026-03-15', 6, '2026-03-14')).toBe(false);
  });

  it('finds the earliest start still including a day', () => {
    expect(earliestStartIncluding('2026-09-15', 6)).toBe('2026-03-15');
    expect(earliestStartIncluding('2027-02-28', 6)).toBe('2026-08-28');
  });

  it('agrees with inPeriod for any start and day', () => {
    const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(date, date, fc.constantFrom(6, 12, 24), (start, day, months) => {
      const byRange = earliestStartIncluding(day, months) <= start && start <= day;
      expect(byRange).toBe(inPeriod(start, months, day));
    }), { numRuns: 2000 });
  });
});
