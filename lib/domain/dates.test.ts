import { addDays, addMonths, addYears, ageOn, isCalendarDate, isRealDay } from './dates';

describe('isRealDay', () => {
  it('takes a day of the calendar, the leap day only in a leap year', () => {
    expect(isRealDay(2026, 1, 1)).toBe(true);
    expect(isRealDay(2026, 12, 31)).toBe(true);
    expect(isRealDay(2024, 2, 29)).toBe(true);
    expect(isRealDay(2000, 2, 29)).toBe(true);
    expect(isRealDay(1900, 2, 29)).toBe(false);
    expect(isRealDay(2026, 2, 29)).toBe(false);
  });

  it('refuses a day, month or year the calendar moves on from', () => {
    expect(isRealDay(2026, 4, 31)).toBe(false);
    expect(isRealDay(2026, 1, 0)).toBe(false);
    expect(isRealDay(2026, 13, 1)).toBe(false);
    expect(isRealDay(2026, 0, 1)).toBe(false);
  });

  it('checks the year, the month and the day each on its own', () => {
    // Date.UTC reads a year below 100 as 19xx: only the year differs.
    expect(isRealDay(99, 1, 1)).toBe(false);
    // A fraction is cut off: only the month, or only the day, differs.
    expect(isRealDay(2026, 1.5, 1)).toBe(false);
    expect(isRealDay(2026, 1, 1.5)).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('takes YYYY-MM-DD of a real day and nothing around it', () => {
    expect(isCalendarDate('2026-11-27')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('x2026-11-27')).toBe(false);
    expect(isCalendarDate('2026-11-27x')).toBe(false);
    expect(isCalendarDate('026-11-27')).toBe(false);
    expect(isCalendarDate('2026-1-27')).toBe(false);
    expect(isCalendarDate('2026-11-7')).toBe(false);
    expect(isCalendarDate('2026/11/27')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('addDays', () => {
  it('moves by whole days either way, across month and year ends', () => {
    expect(addDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addDays('2026-11-27', -27)).toBe('2026-10-31');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-27', 365)).toBe('2027-11-27');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('addMonths', () => {
  it('keeps the day, moving across year ends both ways', () => {
    expect(addMonths('2026-11-15', 0)).toBe('2026-11-15');
    expect(addMonths('2026-11-15', 1)).toBe('2026-12-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-05', -15)).toBe('2024-12-05');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
  });

  it("falls back to the month's last day, the leap day in a leap year", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-28');
  });

  it('pads month and day to two digits', () => {
    expect(addMonths('2026-08-09', 1)).toBe('2026-09-09');
  });
});

describe('addYears', () => {
  it('adds whole years; Feb 29 becomes Feb 28 in a common year and stays in a leap year', () => {
    expect(addYears('2026-05-01', 2)).toBe('2028-05-01');
    expect(addYears('2026-05-01', -60)).toBe('1966-05-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('ageOn', () => {
  it('counts a year on the birthday itself, not the day before', () => {
    expect(ageOn('1966-11-27', '2026-11-27')).toBe(60);
    expect(ageOn('1966-11-27', '2026-11-26')).toBe(59);
    expect(ageOn('1966-11-27', '2026-11-28')).toBe(60);
    expect(ageOn('1966-11-27', '2026-12-01')).toBe(60);
    expect(ageOn('1966-11-27', '2026-10-30')).toBe(59);
    expect(ageOn('1966-11-27', '1966-11-27')).toBe(0);
  });
});
