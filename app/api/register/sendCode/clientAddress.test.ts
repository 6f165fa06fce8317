import { POST as sendCode } from './route';
import { setSmsSender } from '@/lib/server/services/sms';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

beforeAll(() => setSmsSender({ name: 'test', send: async () => {} }));
afterAll(() => setSmsSender(undefined));

const send = (mobile: string, peer: string, forwarded: string) =>
  call(sendCode, '/register/sendCode', { body: { mobile }, ip: peer, headers: { 'x-forwarded-for': forwarded } });

describe('POST /api/register/sendCode: the address counted', () => {
  it('counts codes per peer whatever X-Forwarded-For says: the 21st in an hour from one peer gets 429', async () => {
    for (let i = 0; i < 20; i++) {
      const { status } = await send(`1370000${String(i).padStart(4, '0')}`, '10.70.0.1', `198.51.100.${i}`);
      expect(status).toBe(200);
    }
    const over = await send('13700009999', '10.70.0.1', '198.51.100.250');
    expect(over).toMatchObject({ status: 429, json: { code: 429, msg: '获取验证码过于频繁，请稍后再试' } });
    // the neighbour: another peer has a count of its own
    expect((await send('13700009998', '10.70.0.2', '10.70.0.1')).status).toBe(200);
  });

  it('holds the counts for requests sent at once: 30 numbers from one peer get exactly 20 codes, one number 1', async () => {
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => send(`1370001${String(i).padStart(4, '0')}`, '10.70.0.3', '')));
    expect(all.filter((r) => r.status === 200)).toHaveLength(20);
    expect(all.filter((r) => r.status === 429)).toHaveLength(10);
    const same = await Promise.all(Array.from({ length: 5 }, () => send('13700020000', '10.70.0.4', '')));
    expect(same.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('does not count a text that could not be sent', async () => {
    setSmsSender({ name: 'down', send: async () => { throw new Error('gateway down'); } });
    try {
      expect((await send('13700030000', '10.70.0.5', '')).status).toBe(502);
    } finally {
      setSmsSender({ name: 'test', send: async () => {} });
    }
    expect((await send('13700030000', '10.70.0.5', '')).status).toBe(200);
  });
});
