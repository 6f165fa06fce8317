import { issueToken, verifyToken } from './auth';

const claims = { uid: 7, username: 'jc', role: 'jc' as const, sid: 'sess-auth' };

describe('verifyToken', () => {
  afterEach(() => jest.useRealTimers());

  it('takes a token it has checked as valid until its expiry, and as refreshable from that second on', async () => {
    const issued = Math.floor(Date.now() / 1000);
    const token = await issueToken(claims, issued);
    expect(await verifyToken(token)).toEqual({ status: 'valid', claims });
    jest.useFakeTimers({ now: (issued + 2 * 3600 - 1) * 1000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout'] });
    expect(await verifyToken(token)).toEqual({ status: 'valid', claims });
    jest.setSystemTime((issued + 2 * 3600) * 1000);
    expect(await verifyToken(token)).toEqual({ status: 'refreshable', claims });
    jest.setSystemTime((issued + 7 * 24 * 3600 + 1) * 1000);
    expect(await verifyToken(token)).toEqual({ status: 'invalid' });
  });

  it('refuses a token whose signature does not match, whether or not a token of the same claims was checked', async () => {
    const token = await issueToken(claims);
    expect((await verifyToken(token)).status).toBe('valid');
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyToken(forged)).toEqual({ status: 'invalid' });
    expect(await verifyToken(`${header}.${payload}.`)).toEqual({ status: 'invalid' });
  });
});
