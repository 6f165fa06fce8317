import { desc, eq } from 'drizzle-orm';
import { POST } from './route';
import { POST as getUserList } from '../../userInfo/getUserList/route';
import { POST as unlockAccount } from '../../userInfo/unlockAccount/route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { getDb } from '@/lib/server/db/client';
import { systemLog, users } from '@/lib/server/db/schema';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

interface From {
  peer: string;
  forwarded?: string;
}

const login = (username: string, password: string, { peer, forwarded }: From) => call<{ retryAfter?: number; token?: string }>(
  POST, '/login/login', { body: { username, password }, ip: peer, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } },
);

async function withTrustProxy<T>(setting: string, run: () => Promise<T>): Promise<T> {
  process.env.TRUST_PROXY = setting;
  try {
    return await run();
  } finally {
    delete process.env.TRUST_PROXY;
  }
}

async function lastLoginIp(account: string): Promise<string> {
  const db = await getDb();
  const [entry] = await db.select({ ip: systemLog.ip }).from(systemLog)
    .where(eq(systemLog.account, account)).orderBy(desc(systemLog.id)).limit(1);
  return entry.ip;
}

describe('login throttle: the counted address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: one peer is one counter, the 6th attempt gets 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('jc', 'wrong-pass', { peer: '10.60.0.1', forwarded: `198.51.100.${i}` })).status).toBe(401);
    }
    expect(await lastLoginIp('jc')).toBe('10.60.0.1');
    const sixth = await login('jc', 'demo123', { peer: '10.60.0.1', forwarded: '198.51.100.77' });
    expect(sixth).toMatchObject({ status: 429, json: { code: 429, msg: '密码错误次数过多，请 15 分钟后再试' } });
    expect(sixth.json.data.retryAfter).toBeGreaterThan(800);
    // the neighbour: another peer is a counter of its own
    expect((await login('jc', 'demo123', { peer: '10.60.0.2', forwarded: '10.60.0.1' })).status).toBe(200);
  });

  it('with TRUST_PROXY=1 counts the address the proxy appended, whatever the client put before it', async () => {
    await withTrustProxy('1', async () => {
      for (let i = 0; i < 5; i++) {
        const spoofed = `192.0.2.${i}, 203.0.113.5`;
        expect((await login('jc2', 'wrong-pass', { peer: '10.61.0.1', forwarded: spoofed })).status).toBe(401);
      }
      expect(await lastLoginIp('jc2')).toBe('203.0.113.5');
      expect((await login('jc2', 'demo123', { peer: '10.61.0.1', forwarded: '203.0.113.5' })).status).toBe(429);
      // another client behind the same proxy is not the one throttled
      expect((await login('jc2', 'demo123', { peer: '10.61.0.1', forwarded: '203.0.113.5, 203.0.113.6' })).status).toBe(200);
    });
  });

  it('with a list of proxies walks back past the trusted hops only', async () => {
    await withTrustProxy('10.62.0.0/16, 2001:db8::1', async () => {
      for (let i = 0; i < 5; i++) {
        const forwarded = `192.0.2.${i}, 203.0.113.8, 10.62.3.3`;
        expect((await login('jc3', 'wrong-pass', { peer: '::ffff:10.62.0.1', forwarded })).status).toBe(401);
      }
      expect(await lastLoginIp('jc3')).toBe('203.0.113.8');
      expect((await login('jc3', 'demo123', { peer: '2001:db8::1', forwarded: '203.0.113.8' })).status).toBe(429);
      // a peer that is not a trusted proxy is itself the client
      expect((await login('jc3', 'demo123', { peer: '10.63.0.1', forwarded: '203.0.113.8' })).status).toBe(200);
    });
  });
});

describe('login throttle under concurrency and across addresses', () => {
  it('lets at most 5 of 20 concurrent wrong passwords through to the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('rsj', 'wrong-pass', { peer: '10.64.0.1' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 429)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('locks an account after 10 wrong passwords from any addresses, until an administrator unlocks it', async () => {
    for (let i = 1; i <= 9; i++) expect((await login('zg2', 'wrong-pass', { peer: `10.65.0.${i}` })).status).toBe(401);
    expect((await login('zg2', 'demo123', { peer: '10.65.1.1' })).status).toBe(200);
    expect((await login('zg2', 'wrong-pass', { peer: '10.65.0.10' })).status).toBe(401);

    const locked = await login('zg2', 'demo123', { peer: '10.65.1.2' });
    expect(locked).toMatchObject({
      status: 429, json: { code: 429, msg: '该账号密码错误次数过多，已暂时锁定，请 15 分钟后再试或联系管理员解锁' },
    });
    expect(locked.json.data.retryAfter).toBeGreaterThan(800);
    const admin = await loginAs('admin');
    const listed = await call<{ list: AccountItem[] }>(getUserList, '/userInfo/getUserList', { body: { status: 'locked' }, token: admin });
    expect(listed.json.data.list.map((a) => a.username)).toContain('zg2');

    const db = await getDb();
    const [zg2] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'zg2'));
    expect((await call(unlockAccount, '/userInfo/unlockAccount', { body: { id: zg2.id }, token: admin })).status).toBe(200);
    expect((await login('zg2', 'demo123', { peer: '10.65.1.3' })).status).toBe(200);
  });

  it('answers the per-account lock in English too', async () => {
    for (let i = 1; i <= 10; i++) expect((await login('ghost-user', 'wrong-pass', { peer: `10.66.0.${i}` })).status).toBe(401);
    const { json } = await call(POST, '/login/login', {
      body: { username: 'Ghost-User', password: 'wrong-pass' }, ip: '10.66.1.1', headers: { 'accept-language': 'en' },
    });
    expect(json).toMatchObject({ code: 429, msg: expect.stringMatching(/^Too many wrong passwords for this account: it is locked/) });
  });
});
