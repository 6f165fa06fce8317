import { unitStatus } from './unitStatus';

const at = new Date('2026-11-22T04:00:00Z');

describe('unit account status', () => {
  it('tells expired, expiring within 30 days, valid, and no limit apart', () => {
    expect(unitStatus('2026-11-21', at)).toEqual({ kind: 'expired', expireTime: '2026-11-21' });
    expect(unitStatus('2026-11-22', at)).toEqual({ kind: 'expiring', days: 0 });
    expect(unitStatus('2026-12-22', at)).toEqual({ kind: 'expiring', days: 30 });
    expect(unitStatus('2027-12-31', at)).toEqual({ kind: 'valid', days: 404 });
    expect(unitStatus('', at)).toEqual({ kind: 'none' });
  });
});
