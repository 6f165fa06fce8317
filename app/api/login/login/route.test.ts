import { POST } from './route';
import { POST as userInfo } from '../../userInfo/userInfo/route';
import { GET as publicKey } from '../../publicKey/route';
import { encryptBody } from '@/lib/client/rsaEncrypt';
import { getDb } from '@/lib/server/db/client';
import { systemLog } from '@/lib/server/db/schema';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { call } from '@/lib/server/testing/api';
import { desc } from 'drizzle-orm';

withFreshDatabase();

const login = (body: unknown, ip = '10.1.1.1') => call<{ token: string }>(POST, '/login/login', { body, ip });

describe('POST /api/login/login', () => {
  it('gives a token for the right password, usable on userInfo', async () => {
    const { status, json } = await login({ username: 'jc', password: 'demo123' });
    expect(status).toBe(200);
    expect(json.code).toBe(200);
    expect(typeof json.data.token).toBe('string');
    const me = await call<{ username: string }>(userInfo, '/userInfo/userInfo', { body: {}, token: json.data.token });
    expect(me.json.data.username).toBe('jc');
  });

  it('answers 401 with the message for a wrong password and logs the failure', async () => {
    const { status, json } = await login({ username: 'jc', password: 'wrong-pass' }, '10.1.1.2');
    expect(status).toBe(401);
    expect(json).toEqual({ code: 401, msg: '帐户或密码不正确', data: null });
    const db = await getDb();
    const [last] = await db.select().from(systemLog).orderBy(desc(systemLog.id)).limit(1);
    expect(last).toMatchObject({ account: 'jc', ip: '10.1.1.2', type: 'login', result: 'failure', code: 401 });
  });

  it('answers 401 for an unknown username', async () => {
    const { status } = await login({ username: 'nobody', password: 'demo123' }, '10.1.1.3');
    expect(status).toBe(401);
  });

  it('answers 400 naming the field for a short password or an empty username', async () => {
    const short = await login({ username: 'jc', password: '123' });
    expect(short.status).toBe(400);
    expect(short.json.msg).toContain('password');
    const empty = await login({ username: '  ', password: 'demo123' });
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toContain('username');
    const missing = await login({ password: 'demo123' });
    expect(missing.json.msg).toBe('username 不能为空');
  });

  it('throttles after 5 wrong passwords for one username from one IP, unknown usernames too', async () => {
    for (const username of ['jc2', 'ghost']) {
      for (let i = 0; i < 5; i++) expect((await login({ username, password: 'bad-password' }, '10.2.2.2')).status).toBe(401);
      const locked = await call<{ retryAfter: number }>(POST, '/login/login', { body: { username, password: 'demo123' }, ip: '10.2.2.2' });
      expect(locked.status).toBe(429);
      expect(locked.json.msg).toMatch(/15 分钟后再试/);
      expect(locked.json.data.retryAfter).toBeGreaterThan(800);
    }
    // another IP is not affected
    expect((await login({ username: 'jc2', password: 'demo123' }, '10.2.2.3')).status).toBe(200);
  });

  it('accepts a body encrypted with the public key (spec §7.1)', async () => {
    const key = await call<{ publicKey: string; mockServer: boolean }>(publicKey, '/publicKey');
    expect(key.json.data.mockServer).toBe(false);
    expect(key.json.data.publicKey).toMatch(/BEGIN PUBLIC KEY/);
    const cipher = encryptBody({ username: 'zg', password: 'demo123' }, key.json.data.publicKey);
    const { status, json } = await call<{ token: string }>(POST, '/login/login', { rawBody: cipher, ip: '10.3.3.3' });
    expect(status).toBe(200);
    expect(json.data.token).toBeTruthy();
  });

  it('answers 400 for malformed JSON and for an undecryptable body', async () => {
    expect((await call(POST, '/login/login', { rawBody: '{"username": ' })).json).toMatchObject({ code: 400, msg: '请求体不是有效的 JSON' });
    expect((await call(POST, '/login/login', { rawBody: 'bm90LWEtY2lwaGVy' })).json).toMatchObject({ code: 400, msg: '请求体解密失败' });
  });
});
