import { noticeStatus } from './noticeStatus';

describe('noticeStatus', () => {
  const window = { validFrom: '2026-11-01', validUntil: '2026-11-30', withdrawn: false };
  it('is active on the first and the last day of its window', () => {
    expect(noticeStatus(window, '2026-11-01')).toBe('active');
    expect(noticeStatus(window, '2026-11-30')).toBe('active');
  });
  it('is scheduled before and expired after the window', () => {
    expect(noticeStatus(window, '2026-10-31')).toBe('scheduled');
    expect(noticeStatus(window, '2026-12-01')).toBe('expired');
  });
  it('is active without a window and withdrawn whatever the day', () => {
    expect(noticeStatus({ validFrom: null, validUntil: null, withdrawn: false }, '2030-01-01')).toBe('active');
    expect(noticeStatus({ ...window, withdrawn: true }, '2026-11-15')).toBe('withdrawn');
  });
});
