import { campaignDue, hasFiled, reminderDue, roundFigures } from './campaign';

describe('campaignDue', () => {
  it('is not past on the deadline itself, with no day left', () => {
    expect(campaignDue('2026-03-31', '2026-03-31')).toEqual({ daysLeft: 0, past: false });
  });

  it('is past the day after the deadline', () => {
    expect(campaignDue('2026-03-31', '2026-04-01')).toEqual({ daysLeft: -1, past: true });
  });

  it('counts calendar days across a month end', () => {
    expect(campaignDue('2026-03-02', '2026-02-27')).toEqual({ daysLeft: 3, past: false });
  });
});

describe('hasFiled', () => {
  it('counts a filing sent to a reviewer or approved, not a draft, a returned one or none', () => {
    expect(['PENDING_ZG', 'PENDING_RSJ', 'APPROVED'].map(hasFiled)).toEqual([true, true, true]);
    expect(['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ', 'VOID', null].map(hasFiled)).toEqual([false, false, false, false, false]);
  });
});

describe('roundFigures', () => {
  const units = [
    { status: undefined, deadline: '2026-03-31' },
    { status: 'DRAFT', deadline: '2026-03-31' },
    { status: 'RETURNED_RSJ', deadline: '2026-03-31' },
    { status: 'PENDING_ZG', deadline: '2026-03-31' },
    { status: 'APPROVED', deadline: '2026-03-31' },
  ];

  it('counts as filed only what is in review or approved, and none overdue on the deadline', () => {
    expect(roundFigures(units, '2026-03-31')).toEqual({ expected: 5, filed: 2, overdue: 0 });
  });

  it('counts every unit not filed as overdue the day after', () => {
    expect(roundFigures(units, '2026-04-01')).toEqual({ expected: 5, filed: 2, overdue: 3 });
  });

  it('never counts overdue a unit no deadline applies to', () => {
    expect(roundFigures([{ status: null, deadline: null }], '2026-04-01')).toEqual({ expected: 1, filed: 0, overdue: 0 });
  });
});

describe('reminderDue', () => {
  it('sends nothing before the window, the due reminder from its first day to the deadline', () => {
    expect(reminderDue('2026-03-31', '2026-03-23')).toBeNull();
    expect(reminderDue('2026-03-31', '2026-03-24')).toBe('DUE_SOON');
    expect(reminderDue('2026-03-31', '2026-03-31')).toBe('DUE_SOON');
  });

  it('sends the overdue reminder from the day after the deadline, and not for a round long past', () => {
    expect(reminderDue('2026-03-31', '2026-04-01')).toBe('OVERDUE');
    expect(reminderDue('2026-03-31', '2026-04-07')).toBe('OVERDUE');
    expect(reminderDue('2026-03-31', '2026-04-08')).toBeNull();
  });
});
