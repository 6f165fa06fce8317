import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { endpoint } from '@/lib/contracts/endpoint';
import { issueToken } from './auth';
import { ApiError } from './errors';
import { defineHandler, MAX_BODY_BYTES, notFound } from './http';
import { shareAnswer } from './sharedAnswer';
import { call, loginAs } from './testing/api';
import { testEndpoint } from './testing/contractCheck';
import { withFreshDatabase } from './testing/database';
import { captureLogs } from './observability/capture';
import { POST as logout } from '@/app/api/login/logout/route';
import { POST as unknownPath } from '@/app/api/[...path]/route';

withFreshDatabase();

const echo = defineHandler(
  testEndpoint(endpoint({
    method: 'POST', path: '/test/echo', summary: 'echo', tag: 'test', access: 'user',
    body: z.object({ count: z.number().int().min(0, '数量不能为负'), flag: z.boolean(), note: z.string() }),
    response: z.object({ count: z.number(), flag: z.boolean(), note: z.string(), by: z.string() }),
  })),
  async ({ body, user }) => ({ ...body, by: user!.username }),
);

let contractChecks = 0;
const sharedProfile = shareAnswer({ name: '张三', note: '不在契约中' });
const shared = defineHandler(
  testEndpoint(endpoint({
    method: 'POST', path: '/test/shared', summary: 'shared', tag: 'test', access: 'user',
    response: z.object({ name: z.string() }).refine(() => ++contractChecks > 0),
  })),
  async () => sharedProfile,
);

const search = defineHandler(
  testEndpoint(endpoint({
    method: 'GET', path: '/test/search', summary: 'search', tag: 'test', access: 'public',
    query: z.object({ pageNo: z.coerce.number().int().min(1) }),
    response: z.object({ pageNo: z.number() }),
  })),
  async ({ query }) => ({ pageNo: query.pageNo }),
);

const reviewersOnly = defineHandler(
  testEndpoint(endpoint({ method: 'POST', path: '/test/review', summary: 'review', tag: 'test', access: ['zg', 'rsj'], response: z.null() })),
  async () => null,
);

const unitScoped = defineHandler(
  testEndpoint(endpoint({
    method: 'POST', path: '/test/unit', summary: 'unit', tag: 'test', access: 'user',
    body: z.object({ unitId: z.number().int() }), response: z.object({ ok: z.boolean() }),
  })),
  async ({ body, assertUnitInScope }) => {
    await assertUnitInScope(body.unitId);
    return { ok: true };
  },
);

const failing = defineHandler(
  testEndpoint(endpoint({ method: 'POST', path: '/test/fail', summary: 'fail', tag: 'test', access: 'public', response: z.null() })),
  async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  },
);

const refusing = defineHandler(
  testEndpoint(endpoint({ method: 'POST', path: '/test/refuse', summary: 'refuse', tag: 'test', access: 'public', errors: [422], response: z.null() })),
  async () => {
    throw new ApiError(422, '该单位在编人数已达核定编制数 120', { rule: 'R-BZ-01' }, 'Quota of 120 reached');
  },
);

let jc: string;
beforeAll(async () => {
  jc = await loginAs('jc');
});

describe('defineHandler', () => {
  it('answers the envelope and keeps 0, false and empty strings', async () => {
    const { status, json } = await call(echo, '/test/echo', { body: { count: 0, flag: false, note: '' }, token: jc });
    expect(status).toBe(200);
    expect(json).toEqual({ code: 200, msg: 'success', data: { count: 0, flag: false, note: '', by: 'jc' } });
  });

  it('answers 400 naming the field for a bad body, a missing field and a bad query', async () => {
    const bad = await call(echo, '/test/echo', { body: { count: -1, flag: true, note: 'x' }, token: jc });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 400, msg: 'count: 数量不能为负', data: { field: 'count' } });
    const missing = await call(echo, '/test/echo', { body: { count: 1, note: 'x' }, token: jc });
    expect(missing.json.msg).toBe('flag 不能为空');
    const en = await call(echo, '/test/echo', { body: { count: 1, note: 'x' }, token: jc, headers: { 'accept-language': 'en-US' } });
    expect(en.json.msg).toBe('flag is required');
    const query = await call(search, '/test/search', { query: { pageNo: 'abc' } });
    expect(query.status).toBe(400);
    expect(query.json.msg).toMatch(/^pageNo: /);
    expect((await call(search, '/test/search', { query: { pageNo: '3' } })).json.data).toEqual({ pageNo: 3 });
  });

  it('answers 400 for malformed JSON', async () => {
    const { status, json } = await call(echo, '/test/echo', { rawBody: '{"count": 1,', token: jc });
    expect(status).toBe(400);
    expect(json.msg).toBe('请求体不是有效的 JSON');
  });

  it('answers 400 naming the field for a control character or a prototype key, before the contract', async () => {
    const nul = await call(echo, '/test/echo', { body: { count: 1, flag: true, note: 'a\u0000b' }, token: jc });
    expect(nul.status).toBe(400);
    expect(nul.json.msg).toBe('note 含有不允许的控制字符');
    expect(nul.json.data).toMatchObject({ field: 'note' });
    const tab = await call(echo, '/test/echo', { body: { count: 1, flag: true, note: 'a\tb\nc' }, token: jc });
    expect(tab.status).toBe(200);
    const proto = await call(echo, '/test/echo', { rawBody: '{"count":1,"flag":true,"note":"","__proto__":{"x":1}}', token: jc });
    expect(proto.status).toBe(400);
    expect(proto.json.msg).toBe('__proto__ 不是允许的字段名');
    const query = await call(search, '/test/search', { query: { pageNo: '1\u0000' } });
    expect(query.status).toBe(400);
    expect(query.json.msg).toBe('pageNo 含有不允许的控制字符');
  });

  it('answers 413 for a body over 1 MB', async () => {
    const big = JSON.stringify({ count: 1, flag: true, note: 'x'.repeat(MAX_BODY_BYTES) });
    const { status, json } = await call(echo, '/test/echo', { rawBody: big, token: jc });
    expect(status).toBe(413);
    expect(json.code).toBe(413);
  });

  /** A POST to echo whose body arrives chunked (no Content-Length), `total` bytes of JSON in 64 KB pieces. */
  function chunkedEcho(total: number) {
    const piece = 64 * 1024;
    let sent = 0;
    const head = new TextEncoder().encode('{"count":1,"flag":true,"note":"');
    const tail = new TextEncoder().encode('"}');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(head);
          sent += head.byteLength;
          return;
        }
        const left = total - sent - tail.byteLength;
        if (left <= 0) {
          controller.enqueue(tail);
          sent += tail.byteLength;
          controller.close();
          return;
        }
        const n = Math.min(piece, left);
        controller.enqueue(new Uint8Array(n).fill(0x78));
        sent += n;
      },
    });
    const req = new Request('http://localhost/api/test/echo', {
      method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/json', authorization: `Bearer ${jc}` },
    } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    return { req, sent: () => sent };
  }

  it('stops reading a chunked body at the limit and answers 413', async () => {
    const { req, sent } = chunkedEcho(200 * 1024 * 1024);
    const res = await echo(req);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number }).code).toBe(413);
    expect(sent()).toBeLessThan(MAX_BODY_BYTES + 3 * 64 * 1024);
  });

  it('reads a chunked body of exactly the limit', async () => {
    const { req } = chunkedEcho(MAX_BODY_BYTES);
    const res = await echo(req);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { note: string } }).data.note).toHaveLength(MAX_BODY_BYTES - 33);
  });

  it.each([
    ['a reset connection', () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), false],
    ['an aborted request', () => new Error('aborted'), true],
  ])('answers 499 and logs no server error when the client goes away mid-body: %s', async (_what, failure, abort) => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (abort) controller.abort();
        c.error(failure());
      },
    });
    const logs = captureLogs();
    const res = await echo(new Request('http://localhost/api/test/echo', {
      method: 'POST', body, duplex: 'half', signal: controller.signal, headers: { authorization: `Bearer ${jc}` },
    } as RequestInit));
    expect(res.status).toBe(499);
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 'info', status: 499, route: '/api/test/echo' })]);
    logs.restore();
  });

  it('still answers 500 for a body that fails for another reason', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = new ReadableStream<Uint8Array>({ pull: (c) => c.error(new Error('disk on fire')) });
    const res = await echo(new Request('http://localhost/api/test/echo', {
      method: 'POST', body, duplex: 'half', headers: { authorization: `Bearer ${jc}` },
    } as RequestInit));
    expect(res.status).toBe(500);
    jest.restoreAllMocks();
  });

  it('answers 401 without a token, with a forged token and with a revoked one', async () => {
    expect((await call(echo, '/test/echo', { body: {} })).status).toBe(401);
    const forged = `${jc.slice(0, -4)}AAAA`;
    expect((await call(echo, '/test/echo', { body: {}, token: forged })).status).toBe(401);
    const other = await loginAs('jc');
    expect((await call(logout, '/login/logout', { body: {}, token: other })).status).toBe(200);
    const revoked = await call(echo, '/test/echo', { body: { count: 1, flag: true, note: '' }, token: other });
    expect(revoked.status).toBe(401);
  });

  it('serves an expired token within its refresh window with code 402 and a new token', async () => {
    const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600;
    const expired = await issueToken({ uid: 5, username: 'jc', role: 'jc', sid: 'sess-402' }, threeHoursAgo);
    const { status, json } = await call(echo, '/test/echo', { body: { count: 2, flag: true, note: 'n' }, token: expired });
    expect(status).toBe(402);
    expect(json.data).toMatchObject({ count: 2, by: 'jc' });
    expect(json.token).toBeTruthy();
    const again = await call(echo, '/test/echo', { body: { count: 3, flag: true, note: 'n' }, token: json.token });
    expect(again.status).toBe(200);
  });

  it('checks and serialises a shared answer once, and sends it in the same envelope every time', async () => {
    const before = contractChecks;
    const ask = () => shared(new Request('http://localhost/api/test/shared', {
      method: 'POST', body: '{}', headers: { 'content-type': 'application/json', authorization: `Bearer ${jc}`, 'x-renshi-peer': '10.0.0.1' },
    }));
    for (const answer of [await ask(), await ask()]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ code: 200, msg: 'success', data: { name: '张三' } });
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-request-id')).toBeTruthy();
    }
    expect(contractChecks).toBe(before + 1);
    const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600;
    const expired = await issueToken({ uid: 5, username: 'jc', role: 'jc', sid: 'sess-402-shared' }, threeHoursAgo);
    const refreshed = await call(shared, '/test/shared', { body: {}, token: expired });
    expect(refreshed.json).toMatchObject({ code: 402, msg: '令牌已刷新', data: { name: '张三' }, token: expect.any(String) });
    expect(await (await ask()).json()).toEqual({ code: 200, msg: 'success', data: { name: '张三' } });
    expect(contractChecks).toBe(before + 2);
  });

  it('answers 401 for a token past its 7-day refresh window', async () => {
    const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const stale = await issueToken({ uid: 5, username: 'jc', role: 'jc' }, eightDaysAgo);
    expect((await call(echo, '/test/echo', { body: {}, token: stale })).status).toBe(401);
  });

  it('answers 403 to a role the endpoint does not admit', async () => {
    expect((await call(reviewersOnly, '/test/review', { body: {}, token: jc })).status).toBe(403);
    expect((await call(reviewersOnly, '/test/review', { body: {}, token: await loginAs('zg') })).status).toBe(200);
  });

  it('keeps a unit-scoped call inside the caller scope', async () => {
    const zg = await loginAs('zg');
    const rsj = await loginAs('rsj');
    // units are seeded in order: 1 rsj, 2 zg, 3 zg2, 4 jc, 5 jc2, 6 jc3
    expect((await call(unitScoped, '/test/unit', { body: { unitId: 4 }, token: jc })).status).toBe(200);
    expect((await call(unitScoped, '/test/unit', { body: { unitId: 5 }, token: jc })).status).toBe(403);
    expect((await call(unitScoped, '/test/unit', { body: { unitId: 5 }, token: zg })).status).toBe(200);
    expect((await call(unitScoped, '/test/unit', { body: { unitId: 6 }, token: zg })).status).toBe(403);
    expect((await call(unitScoped, '/test/unit', { body: { unitId: 6 }, token: rsj })).status).toBe(200);
  });

  it('answers 400, not 500, when the database refuses a value the contract let through', async () => {
    const lenient = defineHandler(
      testEndpoint(endpoint({ method: 'POST', path: '/test/date', summary: 'date', tag: 'test', access: 'user', body: z.object({ day: z.string() }), response: z.null() })),
      async ({ db, body }) => {
        await db.execute(sql`select ${body.day}::date`);
        return null;
      },
    );
    const bad = await call(lenient, '/test/date', { body: { day: '2024-02-30' }, token: jc });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('请求中的数据格式不正确或超出允许范围');
    expect((await call(lenient, '/test/date', { body: { day: '2024-02-29' }, token: jc })).status).toBe(200);
  });

  it('answers 409 (try again), not 500, when the database undid the transaction in a deadlock or a serialisation failure', async () => {
    const clash = defineHandler(
      testEndpoint(endpoint({ method: 'POST', path: '/test/clash', summary: 'clash', tag: 'test', access: 'user', errors: [409], body: z.object({ state: z.string() }), response: z.null() })),
      async ({ body }) => {
        throw Object.assign(new Error('deadlock detected'), { code: body.state });
      },
    );
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answers = await Promise.all(['40P01', '40001', '40002'].map((state) => call(clash, '/test/clash', { body: { state }, token: jc })));
    spy.mockRestore();
    expect(answers.map((a) => [a.status, a.json.msg])).toEqual([
      [409, '操作与他人同时进行的操作冲突，未保存，请重试'], [409, '操作与他人同时进行的操作冲突，未保存，请重试'], [500, expect.any(String)],
    ]);
  });

  it('never gives a stack trace to the client', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { status, json } = await call(failing, '/test/fail', { body: {} });
    spy.mockRestore();
    expect(status).toBe(500);
    expect(json.code).toBe(500);
    expect(JSON.stringify(json)).not.toMatch(/secret internal detail|app\.ts|at /);
  });

  it('passes a business refusal through with its code, message and data, in the caller language', async () => {
    const zh = await call(refusing, '/test/refuse', { body: {} });
    expect(zh.status).toBe(422);
    expect(zh.json).toEqual({ code: 422, msg: '该单位在编人数已达核定编制数 120', data: { rule: 'R-BZ-01' } });
    const en = await call(refusing, '/test/refuse', { body: {}, headers: { 'accept-language': 'en' } });
    expect(en.json.msg).toBe('Quota of 120 reached');
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const { status, json } = await call(unknownPath, '/no/such/thing', { body: {} });
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: 404, data: null });
    expect((await notFound().json()).code).toBe(404);
  });
});
