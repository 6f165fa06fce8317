import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint, Role } from '@/lib/contracts/endpoint';
import { mockEndpoints } from '@/lib/contracts/mock';
import { endpoints } from '@/lib/contracts/registry';
import { call, loginAs, type Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

/** The demo accounts and their roles (seed). */
const ACCOUNTS: Record<string, Role> = { jc: 'jc', jc2: 'jc', jc3: 'jc', zg: 'zg', zg2: 'zg', rsj: 'rsj', admin: 'admin' };

const mock = new Set<Endpoint>(mockEndpoints);
const guarded = endpoints.filter((e) => !mock.has(e) && e.access !== 'public');

/** app/api/<path>/route.ts of a contract path. */
const routeFile = (e: Endpoint) => path.join(process.cwd(), 'app/api', ...e.path.split('/').filter(Boolean), 'route.ts');

async function handlerOf(e: Endpoint): Promise<Handler> {
  const route = (await import(routeFile(e))) as Record<string, Handler | undefined>;
  const handler = route[e.method];
  if (!handler) throw new Error(`${routeFile(e)} has no ${e.method} handler for ${e.path}`);
  return handler;
}

/**
 * A POST goes with a body that is not JSON: defineHandler checks the role before it reads the body, so a refused
 * role gets 403 and an allowed one 400, and no service ever runs (nothing is written, no one is signed out).
 * A GET (all of them reads) runs with no query.
 */
async function statusAs(handler: Handler, e: Endpoint, token?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-renshi-peer': '10.0.0.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await handler(new Request(`http://localhost/api${e.path}`, { method: e.method, headers, body: e.method === 'POST' ? '{' : undefined }));
  await res.arrayBuffer();
  return res.status;
}

/** Past the role check: a POST stops at its unreadable body (400); a GET answers. */
const passed = (e: Endpoint, status: number) => (e.method === 'POST' ? status === 400 : status !== 401 && status !== 403);

const allows = (e: Endpoint, role: Role) => e.access === 'user' || (Array.isArray(e.access) && e.access.includes(role));

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of Object.keys(ACCOUNTS)) tokens[user] = await loginAs(user);
});

describe('the contract registry', () => {
  it('has a route file for every real endpoint', () => {
    const missing = endpoints.filter((e) => !mock.has(e) && !fs.existsSync(routeFile(e))).map((e) => e.path);
    expect(missing).toEqual([]);
  });

  it('guards the business endpoints and leaves only sign-in, registration, public assets (avatars, icons) and health probes open', () => {
    expect(guarded.length).toBeGreaterThan(100);
    const open = endpoints.filter((e) => !mock.has(e) && e.access === 'public').map((e) => e.path).sort();
    expect(open).toEqual(['/health/live', '/health/ready', '/login/login', '/login/qrLogin', '/login/renewal', '/login/renewalInfo', '/publicKey', '/register', '/register/sendCode', '/remixIcon/svg', '/socialLogin', '/userInfo/avatar']);
  });

  it('gives each demo account the role the matrix assumes', async () => {
    const { POST } = await import('@/app/api/userInfo/userInfo/route');
    for (const [user, role] of Object.entries(ACCOUNTS)) {
      const { json } = await call<{ roles: string[] }>(POST, '/userInfo/userInfo', { body: {}, token: tokens[user] });
      expect(json.data.roles).toContain(role);
    }
  });
});

describe.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
  it(`refuses anonymous callers (401) and the roles outside ${JSON.stringify(e.access)} (403), and lets the others past`, async () => {
    const handler = await handlerOf(e);
    const seen: Record<string, number> = { anonymous: await statusAs(handler, e) };
    for (const user of Object.keys(ACCOUNTS)) seen[user] = await statusAs(handler, e, tokens[user]);

    const expected: Record<string, number | 'passed'> = { anonymous: 401 };
    for (const [user, role] of Object.entries(ACCOUNTS)) expected[user] = allows(e, role) ? 'passed' : 403;
    const got = Object.fromEntries(Object.entries(seen).map(([user, status]) =>
      [user, expected[user] === 'passed' && passed(e, status) ? 'passed' : status]));
    expect(got).toEqual(expected);
  });
});
