import { sessionRefusal, type SessionFacts } from './sessionState';

const TODAY = '2026-11-25';
const live: SessionFacts = { found: true, enabled: true, deleted: false, revoked: false, unit: { status: 'NORMAL', deleted: false, expireTime: null } };

describe('sessionRefusal', () => {
  it.each<[string, SessionFacts, string | null]>([
    ['a live account of a live unit', live, null],
    ['an account without a unit', { ...live, unit: null }, null],
    ['a unit expiring today', { ...live, unit: { ...live.unit!, expireTime: TODAY } }, null],
    ['an account that is gone', { ...live, found: false }, 'invalid'],
    ['a deleted account', { ...live, deleted: true }, 'invalid'],
    ['a revoked session', { ...live, revoked: true }, 'invalid'],
    ['a disabled account', { ...live, enabled: false }, 'accountDisabled'],
    ['a revoked unit', { ...live, unit: { ...live.unit!, status: 'REVOKED' } }, 'unitClosed'],
    ['a merged unit', { ...live, unit: { ...live.unit!, status: 'MERGED' } }, 'unitClosed'],
    ['a deleted unit', { ...live, unit: { ...live.unit!, deleted: true } }, 'unitClosed'],
    ['a unit expired yesterday', { ...live, unit: { ...live.unit!, expireTime: '2026-11-24' } }, 'unitExpired'],
  ])('%s → %s', (_what, facts, reason) => {
    expect(sessionRefusal(facts, TODAY)?.reason ?? null).toBe(reason);
  });

  it('says why in both languages', () => {
    const r = sessionRefusal({ ...live, unit: { ...live.unit!, status: 'REVOKED' } }, TODAY)!;
    expect(r.message).toMatch(/单位已撤销/);
    expect(r.messageEn).toMatch(/revoked/);
  });
});
