import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { POST } from './route';
import { POST as mockSocialLogin } from '../mock/socialLogin/route';
import { GET as mockUserInfo } from '../mock/userInfo/route';
import { POST as userInfo } from '../userInfo/userInfo/route';
import { POST as routerList } from '../router/getRouterList/route';
import { getDb } from '@/lib/server/db/client';
import { socialLinks, systemLog, users } from '@/lib/server/db/schema';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

/** A provider as SOCIAL_LOGIN_URL names one: POST /socialLogin {code} → token, GET /userInfo (Bearer) → username. */
const IDENTITIES: Record<string, string> = { 'code-of-alice': 'alice', 'code-of-bob': 'bob' };
let provider: http.Server;
let providerUrl = '';
beforeAll(async () => {
  provider = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: status, msg: status === 200 ? 'success' : '未成功获取Token', data }));
    };
    if (req.method === 'POST' && req.url === '/sso/socialLogin') {
      const subject = IDENTITIES[String(JSON.parse(Buffer.concat(chunks).toString() || '{}').code)];
      return subject ? answer(200, { token: `token-of-${subject}` }) : answer(500, null);
    }
    const bearer = /^Bearer token-of-(\w+)$/.exec(req.headers.authorization ?? '');
    if (req.method === 'GET' && req.url === '/sso/userInfo' && bearer) return answer(200, { username: bearer[1] });
    return answer(401, null);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sso/`;
});
afterAll(async () => {
  delete process.env.SOCIAL_LOGIN_URL;
  await new Promise((resolve) => provider.close(resolve));
});

async function withProvider<T>(url: string, run: () => Promise<T>): Promise<T> {
  process.env.SOCIAL_LOGIN_URL = url;
  try {
    return await run();
  } finally {
    delete process.env.SOCIAL_LOGIN_URL;
  }
}

const social = (body: unknown, lang?: string) =>
  call<{ token?: string }>(POST, '/socialLogin', { body, ip: '10.40.0.1', headers: lang ? { 'accept-language': lang } : {} });

async function userId(username: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

describe('POST /api/socialLogin without a provider', () => {
  it('refuses every code with 404, gives no token, and the demo seeds no linked identity', async () => {
    for (const code of ['anything', 'a1b2c3', 'code-of-alice']) {
      const { status, json } = await social({ code });
      expect(status).toBe(404);
      expect(json).toEqual({ code: 404, msg: '未配置第三方登录', data: null });
    }
    expect((await social({ code: 'x' }, 'en')).json.msg).toBe('Third-party sign-in is not configured');
    expect(await (await getDb()).select().from(socialLinks)).toEqual([]);
  });

  it('still answers 400 for a missing code before anything else', async () => {
    expect(await social({ code: '' })).toMatchObject({ status: 400, json: { code: 400, msg: 'code: 未成功获取Token' } });
  });
});

describe('POST /api/socialLogin with SOCIAL_LOGIN_URL', () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.insert(socialLinks).values({ provider: 'mock', subject: 'alice', userId: await userId('jc') });
  });

  it("signs in the account linked to the provider's identity, and logs it", async () => {
    const { status, json } = await withProvider(providerUrl, () => social({ code: 'code-of-alice' }));
    expect(status).toBe(200);
    const me = await call<{ username: string }>(userInfo, '/userInfo/userInfo', { body: {}, token: json.data.token });
    expect(me.json.data.username).toBe('jc');
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'socialLogin')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'jc', type: 'login', result: 'success', ip: '10.40.0.1' });
  });

  it('refuses an identity linked to no account, and a code the provider refuses', async () => {
    await withProvider(providerUrl, async () => {
      const unlinked = await social({ code: 'code-of-bob' });
      expect(unlinked).toEqual({ status: 401, json: { code: 401, msg: '该第三方账号未绑定本系统账号，请使用账号密码登录', data: null } });
      const refused = await social({ code: 'made-up' });
      expect(refused).toEqual({ status: 401, json: { code: 401, msg: '未成功获取Token', data: null } });
    });
  });

  it("does not sign in through the app's own mock even when pointed at it: no identity of it is linked", async () => {
    const mock = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method, headers: req.headers as Record<string, string>, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const answer = await (req.url === '/api/mock/socialLogin' ? mockSocialLogin(request) : mockUserInfo(request));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/api/mock`;
      const { status, json } = await withProvider(url, () => social({ code: 'anything' }));
      expect(status).toBe(401);
      expect(json.data).toBeNull();
    } finally {
      await new Promise((resolve) => mock.close(resolve));
    }
  });

  it('refuses a linked account that is disabled (403), and answers 502 when the provider cannot be reached', async () => {
    const db = await getDb();
    await db.update(users).set({ enabled: false }).where(eq(users.username, 'jc'));
    try {
      expect((await withProvider(providerUrl, () => social({ code: 'code-of-alice' }))).status).toBe(403);
    } finally {
      await db.update(users).set({ enabled: true }).where(eq(users.username, 'jc'));
    }
    expect((await withProvider('http://127.0.0.1:9/sso', () => social({ code: 'code-of-alice' }))).status).toBe(502);
  });
});

describe('POST /api/mock/socialLogin (spec §7.2)', () => {
  it('gives a mock admin token for a code and 500 without one', async () => {
    const granted = await call<{ token: string }>(mockSocialLogin, '/mock/socialLogin', { body: { code: 'a1b2c3' } });
    expect(granted).toMatchObject({ status: 200, json: { code: 200, msg: 'success' } });
    expect(granted.json.data.token).toMatch(/^admin-token-.+-\d+$/);
    const missing = await call(mockSocialLogin, '/mock/socialLogin', { body: {} });
    expect(missing).toMatchObject({ status: 200, json: { code: 500, msg: '未成功获取Token' } });
  });

  it('gives a token no real endpoint accepts', async () => {
    const { json } = await call<{ token: string }>(mockSocialLogin, '/mock/socialLogin', { body: { code: 'a1b2c3' } });
    for (const [handler, path] of [[userInfo, '/userInfo/userInfo'], [routerList, '/router/getRouterList']] as const) {
      const answer = await call(handler, path, { body: {}, token: json.data.token });
      expect(answer).toMatchObject({ status: 401, json: { code: 401, data: null } });
    }
  });
});
