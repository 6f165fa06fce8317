import { eq, sql } from 'drizzle-orm';
import { POST as userInfo } from './route';
import { POST as updateAccount } from '../updateAccount/route';
import { POST as resetPassword } from '../resetPassword/route';
import { POST as logout } from '../../login/logout/route';
import { POST as personList } from '../../Person/getList/route';
import { POST as menuTree } from '../../Menu/getTree/route';
import { POST as menuEdit } from '../../Menu/doEdit/route';
import { POST as routerList } from '../../router/getRouterList/route';
import type { MenuEntry } from '@/lib/contracts/menu';
import type { RouteRecord } from '@/lib/contracts/router';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { roles, units, users } from '@/lib/server/db/tables';
import { cachesOf } from '@/lib/server/sessionCache';
import { call, loginAs } from '@/lib/server/testing/api';
import { ACCOUNT_PASSWORD, settlePassword } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const EN = { 'accept-language': 'en' };
let admin = '';
beforeAll(async () => {
  admin = await loginAs('admin');
});

const caches = async () => cachesOf(await getDb())!;

/** Calls the endpoint with the token and tells whether its session check was answered from memory. */
async function served(handler: (req: Request) => Promise<Response>, path: string, token: string, headers?: Record<string, string>) {
  const sessions = (await caches()).sessions;
  const hits = sessions.stats.hits;
  const answer = await call<unknown>(handler, path, { body: path === '/Person/getList' ? { pageNo: 1, pageSize: 10 } : {}, token, headers });
  return { status: answer.status, json: answer.json, fromMemory: sessions.stats.hits > hits };
}
const info = (token: string, headers?: Record<string, string>) => served(userInfo, '/userInfo/userInfo', token, headers);
const persons = (token: string) => served(personList, '/Person/getList', token);

/**
 * Signs in and waits until the session is answered from memory, so what follows tests its invalidation. On PostgreSQL
 * the sign-in's own write is trusted again only once its notification arrives, which a busy machine delays.
 */
async function warm(username: string, password?: string): Promise<string> {
  const token = await loginAs(username, password);
  expect((await info(token)).status).toBe(200);
  await until(async () => (await info(token)).fromMemory);
  expect(await info(token)).toMatchObject({ status: 200, fromMemory: true });
  return token;
}

const paths = (routes: RouteRecord[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);
async function routes(token: string): Promise<RouteRecord[]> {
  const answer = await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, token });
  expect(answer.status).toBe(200);
  return answer.json.data.list;
}
async function menuEntry(name: string): Promise<MenuEntry> {
  return (await call<{ list: MenuEntry[] }>(menuTree, '/Menu/getTree', { method: 'POST', token: admin })).json.data.list.find((e) => e.name === name)!;
}
async function editMenu(entry: MenuEntry, meta: MenuEntry['meta']) {
  const body = { id: entry.id, version: entry.version, path: entry.path, name: entry.name, component: entry.component, meta };
  expect((await call(menuEdit, '/Menu/doEdit', { body, token: admin })).status).toBe(200);
}

describe('the session check, from memory, sees every change at the next request', () => {
  it('listens to the database and answers a known session from memory', async () => {
    expect((await caches()).sessions.isListening).toBe(true);
    await warm('jc');
  });

  it('refuses a session signed out at its next request, and keeps serving the same account\'s other session from memory', async () => {
    const first = await warm('zg');
    const second = await warm('zg');
    expect((await call(logout, '/login/logout', { body: {}, token: first })).status).toBe(200);
    expect(await info(first)).toMatchObject({ status: 401, json: { code: 401, msg: '令牌无效或已退出登录，请重新登录', data: { reason: 'invalid' } } });
    expect((await info(first, EN)).json.msg).toBe('The session has ended; please sign in again');
    expect(await info(second)).toMatchObject({ status: 200, fromMemory: true });
  });

  it('refuses an account the admin disables at its next request', async () => {
    const fields = { username: 'cache_clerk', realName: '缓存书记员', role: 'jc', unitId: await unitIdOf('湖州市第一中学') };
    const created = await call<{ id: number; version: number }>(updateAccount, '/userInfo/updateAccount', { body: { ...fields, password: ACCOUNT_PASSWORD }, token: admin });
    expect(created.status).toBe(200);
    await settlePassword('cache_clerk');
    const token = await warm('cache_clerk', ACCOUNT_PASSWORD);
    const other = await warm('jc');
    const { id, version } = created.json.data;
    const disabled = await call(updateAccount, '/userInfo/updateAccount', { body: { ...fields, id, version, enabled: false }, token: admin });
    expect(disabled.status).toBe(200);
    expect(await info(token)).toMatchObject({ status: 401, json: { code: 401, data: { reason: expect.any(String) } } });
    expect(await info(other)).toMatchObject({ status: 200, fromMemory: true });
  });

  it('refuses an account disabled by any write to the database, and lets its session in again once enabled', async () => {
    const token = await warm('zg2');
    const other = await warm('jc');
    await (await getDb()).update(users).set({ enabled: false }).where(eq(users.username, 'zg2'));
    expect(await info(token)).toMatchObject({ status: 401, json: { msg: '账号已停用，请联系管理员', data: { reason: 'accountDisabled' } } });
    expect((await info(token, EN)).json.msg).toBe('The account is disabled; contact the administrator');
    expect(await info(other)).toMatchObject({ status: 200, fromMemory: true });
    await (await getDb()).update(users).set({ enabled: true }).where(eq(users.username, 'zg2'));
    expect((await info(token)).status).toBe(200);
  });

  it('refuses the sessions of a unit revoked by any write to the database, and lets them in once it is restored', async () => {
    const token = await warm('jc3');
    const other = await warm('jc');
    const unit = await unitIdOf('湖州市中心医院');
    await (await getDb()).update(units).set({ unitStatus: 'REVOKED' }).where(eq(units.id, unit));
    expect(await info(token)).toMatchObject({ status: 401, json: { msg: '单位已撤销或已合并，登录已失效', data: { reason: 'unitClosed' } } });
    expect(await info(other)).toMatchObject({ status: 200, fromMemory: true });
    await (await getDb()).update(units).set({ unitStatus: 'NORMAL' }).where(eq(units.id, unit));
    expect((await info(token)).status).toBe(200);
  });

  it('holds an account to its password change from the request after the flag is set, and not before', async () => {
    const token = await warm('jc3');
    expect(await persons(token)).toMatchObject({ status: 200, fromMemory: true });
    await (await getDb()).update(users).set({ mustChangePassword: true }).where(eq(users.username, 'jc3'));
    expect(await persons(token)).toMatchObject({ status: 403, json: { data: { reason: 'mustChangePassword' } } });
    expect((await info(token)).status).toBe(200);
    await (await getDb()).update(users).set({ mustChangePassword: false }).where(eq(users.username, 'jc3'));
    expect((await persons(token)).status).toBe(200);
  });

  it('ends the sessions of an account whose password the admin resets, at their next request', async () => {
    const token = await warm('jc2');
    const id = ((await call<{ User: { LoginId: number } }>(userInfo, '/userInfo/userInfo', { body: {}, token })).json.data.User.LoginId);
    expect((await call(resetPassword, '/userInfo/resetPassword', { body: { id, password: 'Fresh#4567y' }, token: admin })).status).toBe(200);
    expect(await info(token)).toMatchObject({ status: 401, json: { data: { reason: 'invalid' } } });
    const renewed = await loginAs('jc2', 'Fresh#4567y');
    expect((await persons(renewed)).json).toMatchObject({ code: 403, data: { reason: 'mustChangePassword' } });
  });

  it('judges a unit account\'s expiry against today at every request, the row still from memory', async () => {
    const shanghaiMidnight = 16 * 3600_000;
    const day = 24 * 3600_000;
    const now = Date.now();
    const midnight = now - ((now - shanghaiMidnight) % day) + day;
    jest.useFakeTimers({ now: midnight - 20_000, doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const unit = await unitIdOf('湖州市中心医院');
      await (await getDb()).update(units).set({ expireTime: today() }).where(eq(units.id, unit));
      const token = await warm('jc3');
      jest.setSystemTime(midnight + 20_000);
      expect(await info(token)).toMatchObject({ status: 401, fromMemory: true, json: { msg: '单位账号已过期，请续费后重新登录', data: { reason: 'unitExpired' } } });
      expect((await info(token, EN)).json.msg).toBe('The unit account has expired; renew it and sign in again');
      await (await getDb()).update(units).set({ expireTime: null }).where(eq(units.id, unit));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the route tree, from memory, follows every menu edit and role change', () => {
  it('shows a menu edit in the next route list', async () => {
    const token = await warm('jc');
    const before = await routes(token);
    const hits = (await caches()).routes.stats.hits;
    expect(await routes(token)).toEqual(before);
    expect((await caches()).routes.stats.hits).toBe(hits + 1);
    const person = await menuEntry('Person');
    await editMenu(person, { ...person.meta, title: '人员花名册（缓存）' });
    const company = (await routes(token)).find((r) => r.path === '/company')!;
    expect(company.children!.find((c) => c.name === 'Person')!.meta.title).toBe('人员花名册（缓存）');
  });

  it("follows a change of the role's abilities at the next request of a session already open", async () => {
    const token = await warm('jc');
    const person = await menuEntry('Person');
    await editMenu(person, { ...person.meta, roles: { role: ['jc'], ability: ['report:read'], mode: 'allOf' } });
    expect(paths(await routes(token))).toContain('person');
    const jc = (await (await getDb()).select().from(roles).where(eq(roles.code, 'jc')))[0];
    await (await getDb()).update(roles).set({ abilities: jc.abilities.filter((a) => a !== 'report:read') }).where(eq(roles.id, jc.id));
    expect(paths(await routes(token))).not.toContain('person');
    await (await getDb()).execute(sql`update role set abilities = abilities || '["report:read"]'::jsonb where id = ${jc.id}`);
    expect(paths(await routes(token))).toContain('person');
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Waits (at most ten seconds) for something that happens on another connection. */
async function until(happened: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await happened()); waited += 20) {
    if (waited > 10_000) throw new Error('it did not happen within ten seconds');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

(onPostgres ? describe : describe.skip)('on PostgreSQL, with other instances writing', () => {
  /** Another instance's write: a connection of its own, outside this process's pool. */
  async function elsewhere(text: string, params: unknown[]): Promise<void> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(text, params);
    } finally {
      await client.end();
    }
  }

  it("takes another instance's change as soon as its notification arrives", async () => {
    const token = await warm('rsj');
    await elsewhere('update user_account set enabled = false where username = $1', ['rsj']);
    await until(async () => (await info(token)).status === 401);
    expect((await info(token)).json).toMatchObject({ data: { reason: 'accountDisabled' } });
    await elsewhere('update user_account set enabled = true where username = $1', ['rsj']);
    await until(async () => (await info(token)).status === 200);
  });

  it('serves nothing from memory while its listener is down, misses no change meanwhile, and listens again', async () => {
    const token = await warm('rsj');
    const sessions = (await caches()).sessions;
    await elsewhere("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'", []);
    await until(() => !sessions.isListening);
    const bypassed = sessions.stats.bypassed;
    await elsewhere('update user_account set enabled = false where username = $1', ['rsj']);
    expect(await info(token)).toMatchObject({ status: 401, fromMemory: false, json: { data: { reason: 'accountDisabled' } } });
    expect(sessions.stats.bypassed).toBe(bypassed + 1);
    await elsewhere('update user_account set enabled = true where username = $1', ['rsj']);
    expect((await info(token)).status).toBe(200);
    await until(() => sessions.isListening);
    expect((await info(token)).status).toBe(200);
    expect(await info(token)).toMatchObject({ status: 200, fromMemory: true });
  });
});
