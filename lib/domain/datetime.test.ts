import { addDays, isCalendarDate } from './dates';
import { dateInChina, formatDateTime, today } from './datetime';

describe('business dates are China calendar dates', () => {
  it('takes the day an instant falls on in China: 16:00 UTC is already the next day, 15:59:59 not yet', () => {
    expect(dateInChina(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(dateInChina(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(today('Asia/Shanghai', new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(formatDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('adds days across month, year and leap-day ends, both ways', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
  });

  it('knows a real calendar date from a look-alike', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-30')).toBe(true);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-30')).toBe(false);
  });
});
