import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { POST } from './route';
import { POST as mockSocialLogin } from '../mock/socialLogin/route';
import { GET as mockUserInfo } from '../mock/userInfo/route';
import { POST as userInfo } from '../userInfo/userInfo/route';
import { getDb } from '@/lib/server/db/client';
import { socialLinks, systemLog, users } from '@/lib/server/db/schema';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

/** The spec's mock provider (app/api/mock) served on loopback, as a real provider would be. */
let provider: http.Server;
let refuseEverything = false;
beforeAll(async () => {
  provider = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = `http://127.0.0.1${req.url}`;
    const request = new Request(url, {
      method: req.method, headers: req.headers as Record<string, string>, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    const handler = req.url === '/api/mock/socialLogin' ? mockSocialLogin : req.url === '/api/mock/userInfo' ? mockUserInfo : null;
    const answer = refuseEverything || !handler
      ? Response.json({ code: 500, msg: '未成功获取Token', data: null }, { status: 500 })
      : await handler(request);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  process.env.SOCIAL_LOGIN_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/mock`;
});
afterAll(async () => {
  delete process.env.SOCIAL_LOGIN_URL;
  await new Promise((resolve) => provider.close(resolve));
});

const social = (body: unknown) => call<{ token: string }>(POST, '/socialLogin', { body, ip: '10.40.0.1' });

describe('POST /api/socialLogin', () => {
  it("signs in the account linked to the provider's identity", async () => {
    const { status, json } = await social({ code: 'a1b2c3' });
    expect(status).toBe(200);
    const me = await call<{ username: string }>(userInfo, '/userInfo/userInfo', { body: {}, token: json.data.token });
    expect(me.json.data.username).toBe('admin');
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'socialLogin')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'admin', type: 'login', result: 'success', ip: '10.40.0.1' });
  });

  it('answers the §8 message for a missing code, and for a code the provider refuses', async () => {
    const missing = await social({ code: '' });
    expect(missing).toMatchObject({ status: 400, json: { msg: 'code: 未成功获取Token' } });
    refuseEverything = true;
    try {
      const refused = await social({ code: 'unknown-code' });
      expect(refused).toMatchObject({ status: 401, json: { msg: '未成功获取Token' } });
    } finally {
      refuseEverything = false;
    }
  });

  it('refuses an identity linked to no account, and a linked account that is disabled', async () => {
    const db = await getDb();
    await db.delete(socialLinks).where(eq(socialLinks.subject, 'admin'));
    const [jc] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'jc'));
    const unlinked = await social({ code: 'x' });
    expect(unlinked).toMatchObject({ status: 401, json: { msg: '该第三方账号未绑定本系统账号，请使用账号密码登录' } });
    await db.insert(socialLinks).values({ provider: 'mock', subject: 'admin', userId: jc.id });
    await db.update(users).set({ enabled: false }).where(eq(users.id, jc.id));
    expect((await social({ code: 'x' })).status).toBe(403);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const saved = process.env.SOCIAL_LOGIN_URL;
    process.env.SOCIAL_LOGIN_URL = 'http://127.0.0.1:9/api/mock';
    try {
      expect((await social({ code: 'x' })).status).toBe(502);
    } finally {
      process.env.SOCIAL_LOGIN_URL = saved;
    }
  });
});
