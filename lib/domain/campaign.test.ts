import { campaignDue, hasFiled } from './campaign';

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
