import fc from 'fast-check';
import { waitingLevel, workingDaysBetween } from './workdays';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The definition, day by day: each day after the start up to the end that is Monday to Friday. */
function counted(from: Date, to: Date): number {
  let n = 0;
  for (let t = from.getTime() + 86_400_000; t <= to.getTime(); t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) n++;
  }
  return n;
}

describe('workingDaysBetween', () => {
  it.each([
    ['2026-11-27', '2026-11-27', 0], // the same day
    ['2026-11-27', '2026-11-26', 0], // backwards
    ['2026-11-27', '2026-11-28', 0], // Friday → Saturday
    ['2026-11-27', '2026-11-30', 1], // Friday → Monday
    ['2026-11-23', '2026-11-27', 4], // Monday → Friday: the start is not counted
    ['2026-11-22', '2026-11-29', 5], // Sunday → Sunday: one week
    ['2026-11-27', '2026-12-11', 10], // two weeks from a Friday
    ['2026-11-27', '2026-12-12', 10],
    ['2026-11-27', '2026-12-14', 11],
  ])('from %s to %s is %i', (from, to, expected) => {
    expect(workingDaysBetween(day(from), day(to))).toBe(expected);
  });

  it('ignores the time of day (UTC calendar days)', () => {
    expect(workingDaysBetween(new Date('2026-11-27T23:59:00Z'), new Date('2026-11-30T00:01:00Z'))).toBe(1);
  });

  it('counts as the day-by-day definition over any span up to three years', () => {
    const base = day('2024-01-01').getTime();
    fc.assert(fc.property(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: -10, max: 1100 }), (offset, span) => {
      const from = new Date(base + offset * 86_400_000);
      const to = new Date(from.getTime() + span * 86_400_000);
      expect(workingDaysBetween(from, to)).toBe(counted(from, to));
    }), { numRuns: 500 });
  });
});

describe('waitingLevel', () => {
  it.each([[5, 'normal'], [6, 'warning'], [10, 'warning'], [11, 'overdue']] as const)('%i working days is %s', (days, level) => {
    expect(waitingLevel(days)).toBe(level);
  });
});
