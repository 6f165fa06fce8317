import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint, Role } from '@/lib/contracts/endpoint';
import { FILING_TYPES } from '@/lib/contracts/filing';
import { endpoints } from '@/lib/contracts/registry';
import { definitionOf } from '@/lib/server/services/filings/registry';
import { call, loginAs, type Handler } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

/**
 * Every operation, real and mock, gets hostile variants of each field of its body or query, and hostile bodies, as a
 * role its access allows: no answer may be a 5xx, every answer is the envelope (a download excepted). The seed
 * values name nothing that exists (ids 999999), so a variant that passes reaches the service without destroying the
 * demo data the later operations need.
 */
withFreshDatabase();

const SEED = 20_240_229;
/**
 * Single-field mutations per operation (per filing type for /Filing/create), drawn by fast-check. Input is refused
 * before the database is asked, so a run on PostgreSQL draws a quarter as many, the same seeds first; CI fuzzes at full
 * strength on the embedded database (the api-embedded project of jest.config.js).
 */
const RUNS_PER_OPERATION = process.env.DATABASE_URL ? 4 : 16;
/** Of the single-field mutations the contract lets through (they run the service), at most this many per body. */
const ACCEPTED_PER_BODY = 12;

type Json = {
  type?: string | string[]; properties?: Record<string, Json>; required?: string[]; items?: Json; prefixItems?: Json[];
  additionalProperties?: Json | boolean; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; enum?: unknown[]; const?: unknown;
  pattern?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; exclusiveMinimum?: number;
  exclusiveMaximum?: number; minItems?: number; default?: unknown;
};

const jsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as Json;

/** Strings that satisfy the common patterns (dates, codes, numbers of all kinds), tried in order. */
const STRING_CANDIDATES = [
  'fuzz', '2024-01-15', '330502', '13800000000', 'A01', 'M05', '01', '1', '1:3', 'read:system', '91330000MA27U0XX1X',
  '11010519491231002X', 'QUJD', 'fuzz.xlsx', '0'.repeat(64), 'NONE',
];

function stringSeed(s: Json): string {
  const patterns = [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => Boolean(p)).map((p) => new RegExp(p, 'u'));
  const fits = (v: string) => patterns.every((p) => p.test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'f'.repeat(Math.max(1, Math.min(s.minLength ?? 4, s.maxLength ?? 4)));
}

function numberSeed(s: Json): number {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity);
  return Math.min(Math.max(999_999, min), max);
}

/** A plausible value of a schema: every property present, ids that name nothing. */
function seedOf(s: Json | boolean | undefined): unknown {
  if (!s || typeof s === 'boolean') return 'fuzz';
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].filter((a) => a.type !== 'null');
  if (alternatives.length) return seedOf(alternatives[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string': return stringSeed(s);
    case 'integer': case 'number': return numberSeed(s);
    case 'boolean': return false;
    case 'array': return Array.from({ length: s.minItems ?? 0 }, () => seedOf(s.items ?? s.prefixItems?.[0]));
    case 'object': return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, seedOf(v)]));
    default: return s.properties ? seedOf({ ...s, type: 'object' }) : 'fuzz';
  }
}

/** The paths of every value in a seed, nested ones included. */
function pathsOf(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return [at, ...v.flatMap((x, i) => pathsOf(x, [...at, i]))];
  if (v && typeof v === 'object') return [at, ...Object.entries(v).flatMap(([k, x]) => pathsOf(x, [...at, k]))];
  return [at];
}

/** The paths of the scalar values (and empty lists and objects) of a seed. */
function leavesOf(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const children = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : v && typeof v === 'object' ? Object.entries(v) : [];
  return children.length ? children.flatMap(([k, x]) => leavesOf(x, [...at, k])) : [at];
}

function withValue(base: unknown, at: (string | number)[], value: unknown): unknown {
  if (!at.length) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[at[0]] = withValue(copy[at[0]], at.slice(1), value);
  return copy;
}

const deep = (n: number): unknown => { let v: unknown = 1; for (let i = 0; i < n; i++) v = { a: v }; return v; };

/** Sent in every field at once: each field's own check must refuse it (or take it) without a 5xx. */
const EVERY_FIELD: unknown[] = [
  null, true, 2147483648, -1, 1.5, '1e309', 'a\u0000b', '2024-02-30', 'x'.repeat(10_240), [], {}, JSON.parse('{"__proto__":{"polluted":true}}'),
];

/** What one field may be sent instead of its value. */
const HOSTILE: unknown[] = [
  undefined, null, true, 2147483648, -2147483649, -1, 0, 1.5, 1e308, '1e309', 'NaN', '-Infinity', '2147483648', '99999999999999999999',
  'a\u0000b', '\u0000', 'a\u0007\u001b[31mb', 'a\u007fb', '\ud800', '2024-02-30', '9999-99-99', '0000-00-00', '2024-13-01', 'x'.repeat(10_240),
  [], ['a', 1], {}, { a: 1 }, JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } },
  deep(40), "' OR 1=1 --", '<script>alert(1)</script>',
];

/** The values of the issue (int4 overflow, NUL, impossible days, 10 kB): a contract should never let them through. */
const NOTABLE = new Set(HOSTILE.filter((v) => v === 2147483648 || (typeof v === 'string' && (/[\u0000-\u001f]/.test(v) || /^\d{4}-(02-30|99|13)/.test(v) || v.length > 1000))));

const hostileValue = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 3 },
  fc.string({ unit: 'binary', maxLength: 30 }), fc.integer(), fc.double(), fc.bigInt().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.jsonValue({ maxDepth: 2 }),
);
let runSeed = SEED;
/** One field (by its index among the paths) and what it is sent instead. */
const mutations = (paths: number) => fc.sample(fc.tuple(fc.nat(Math.max(0, paths - 1)), hostileValue), { seed: runSeed++, numRuns: RUNS_PER_OPERATION });

/** Whole bodies no contract accepts. */
const HOSTILE_BODIES = [
  '', '{', '[{"id":1}]', 'null', '"text"', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"constructor":{"prototype":{"isAdmin":true}}}', '{"a":"\u0000"}',
];

const ROLE_ACCOUNT: Record<Role, string> = { jc: 'jc', zg: 'zg', rsj: 'rsj', admin: 'admin' };
const PREFERRED: Role[] = ['jc', 'zg', 'rsj', 'admin'];
/** These end or change the caller's sessions: they run on an account of their own. */
const OWN_SESSION = new Set(['/login/logout', '/userInfo/changePassword']);

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['jc', 'zg', 'rsj', 'admin', 'jc3']) tokens[user] = await loginAs(user);
}, 60_000);

function tokenFor(e: Endpoint): string | undefined {
  if (e.access === 'public') return undefined;
  if (OWN_SESSION.has(e.path)) return tokens.jc3;
  const role = e.access === 'user' ? 'jc' : PREFERRED.find((r) => (e.access as readonly Role[]).includes(r))!;
  return tokens[ROLE_ACCOUNT[role]];
}

const routeFile = (e: Endpoint) => path.join(process.cwd(), 'app/api', ...e.path.split('/').filter(Boolean), 'route.ts');
async function handlerOf(e: Endpoint): Promise<Handler> {
  return ((await import(routeFile(e))) as Record<string, Handler>)[e.method];
}

interface Request { body?: string; query?: [string, string][] }

/** A query value as a browser would put it in the URL. */
const asQuery = (name: string, v: unknown): [string, string][] => {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap((x) => asQuery(name, x));
  return [[name, typeof v === 'object' ? JSON.stringify(v) : String(v)]];
};

/** Whether the contract (and, for a filing, its type's header and line schemas) takes the body. */
function passesContract(e: Endpoint, body: unknown): boolean {
  const parsed = e.body?.safeParse(body);
  if (!parsed?.success) return false;
  if (e.path !== '/Filing/create') return true;
  const draft = parsed.data as { filingType: string; header: unknown; lines: { payload: unknown }[] };
  const def = definitionOf(draft.filingType);
  return def.header.safeParse(draft.header).success && draft.lines.every((l) => def.line.safeParse(l.payload).success);
}

function requestsOf(e: Endpoint): Request[] {
  const out: Request[] = [];
  const seedQuery = e.query ? seedOf(jsonSchema(e.query)) as Record<string, unknown> : {};
  const query = (q: Record<string, unknown>) => Object.entries(q).flatMap(([k, v]) => asQuery(k, v));
  if (e.method === 'GET') {
    const keys = Object.keys(seedQuery);
    out.push({ query: query(seedQuery) }, { query: [['__proto__[x]', '1'], ['constructor', 'x'], ...query(seedQuery)] });
    if (!keys.length) return out;
    for (const v of EVERY_FIELD) out.push({ query: query(Object.fromEntries(keys.map((k) => [k, v]))) });
    for (const [i, v] of mutations(keys.length)) out.push({ query: query({ ...seedQuery, [keys[i]]: v }) });
    return out;
  }
  const bases = e.path === '/Filing/create' ? FILING_TYPES.map((t) => {
    const def = definitionOf(t);
    return { ...(seedOf(jsonSchema(e.body!)) as object), filingType: t, header: seedOf(jsonSchema(def.header)), lines: [{ personId: 999_999, payload: seedOf(jsonSchema(def.line)) }] };
  }) : [e.body ? seedOf(jsonSchema(e.body)) : {}];
  for (const base of bases) {
    // Every hostile value in every field; what the contract refuses answers its 400 before any service runs, so only
    // what it lets through is sent: those reach the service and the database.
    const accepted = pathsOf(base).filter((p) => p.length).flatMap((at) => HOSTILE.map((v) => ({ v, body: withValue(base, at, v) })))
      .filter((m) => passesContract(e, m.body));
    const [first, rest] = [accepted.filter((m) => NOTABLE.has(m.v)), accepted.filter((m) => !NOTABLE.has(m.v))];
    const chosen = [...first, ...fc.sample(fc.shuffledSubarray(rest, { minLength: rest.length, maxLength: rest.length }), { seed: runSeed++, numRuns: 1 })[0]];
    for (const m of chosen.slice(0, ACCEPTED_PER_BODY)) out.push({ body: JSON.stringify(m.body) });
    out.push({ body: JSON.stringify(base) });
    const paths = pathsOf(base).filter((p) => p.length);
    const leaves = leavesOf(base).filter((p) => p.length);
    for (const v of EVERY_FIELD) out.push({ body: JSON.stringify(leaves.reduce((b, at) => withValue(b, at, v), base)) });
    for (const [i, v] of mutations(paths.length)) out.push({ body: JSON.stringify(withValue(base, paths[i] ?? [], v)) });
  }
  for (const body of HOSTILE_BODIES) out.push({ body });
  return out;
}

const SPEC_MOCK_REFUSALS = new Set(['帐户或密码不正确', '未成功获取Token']);

async function send(handler: Handler, e: Endpoint, r: Request): Promise<string | null> {
  const url = new URL(`http://localhost/api${e.path}`);
  for (const [k, v] of r.query ?? []) url.searchParams.append(k, v);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' };
  const token = tokenFor(e);
  if (token) headers.authorization = `Bearer ${token}`;
  const what = `${e.method} ${e.path} ${r.body !== undefined ? r.body.slice(0, 300) : url.search.slice(0, 300)}`;
  const res = await handler(new Request(url, { method: e.method, headers, body: e.method === 'POST' ? r.body : undefined }));
  if (res.status >= 500) return `${res.status} ← ${what} → ${(await res.text()).slice(0, 200)}`;
  if (res.status === 200 && !/json/.test(res.headers.get('content-type') ?? '')) { await res.arrayBuffer(); return null; }
  const text = await res.text();
  let json: { code?: unknown; msg?: unknown; data?: unknown } | null = null;
  try { json = JSON.parse(text); } catch { /* reported below */ }
  if (!json || typeof json.code !== 'number' || typeof json.msg !== 'string' || !('data' in json)) return `not an envelope (${res.status}) ← ${what} → ${text.slice(0, 200)}`;
  if (json.code >= 500 && !SPEC_MOCK_REFUSALS.has(json.msg)) return `envelope code ${json.code} ← ${what} → ${json.msg}`;
  return null;
}

const tally = { requests: 0, serverErrors: 0, failures: 0 };
afterAll(() => {
  console.log(`fuzz: ${tally.requests} requests over ${endpoints.length} operations, ${tally.serverErrors} answered 5xx, ${tally.failures} failed the envelope check`);
});

const isMock = (e: Endpoint) => e.path.startsWith('/mock/');

describe.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
  it('answers hostile input with a 4xx envelope, never a 5xx', async () => {
    const handler = await handlerOf(e);
    const requests = requestsOf(e);
    const problems: string[] = [];
    // The mock endpoints wait 10-100 ms and touch no database: they go side by side.
    const batch = isMock(e) ? 40 : 1;
    for (let i = 0; i < requests.length; i += batch) {
      const answers = await Promise.all(requests.slice(i, i + batch).map((r) => send(handler, e, r)));
      for (const a of answers) if (a) problems.push(a);
    }
    tally.requests += requests.length;
    tally.serverErrors += problems.filter((p) => /^5\d\d /.test(p)).length;
    tally.failures += problems.length;
    expect(problems.slice(0, 10)).toEqual([]);
  }, 120_000);
});

describe("the issue's examples answer 400 naming the field, and their valid neighbours pass", () => {
  const byPath = (p: string) => handlerOf(endpoints.find((e) => e.path === p)!);

  it('an id past int4 (2147483648) is refused; the largest int4 is looked up and not found', async () => {
    const handler = await byPath('/Person/getDetail');
    const over = await call(handler, '/Person/getDetail', { body: { id: 2147483648 }, token: tokens.jc });
    expect([over.status, over.json.code, over.json.msg]).toEqual([400, 400, 'id: 编号超出范围']);
    const max = await call(handler, '/Person/getDetail', { body: { id: 2147483647 }, token: tokens.jc });
    expect([max.status, max.json.code]).toEqual([404, 404]);
  });

  it('a login holding NUL is refused naming username; the same name without it is an ordinary wrong password', async () => {
    const handler = await byPath('/login/login');
    const nul = await call(handler, '/login/login', { body: { username: 'ad\u0000min', password: 'wrong-password' }, ip: '10.78.0.1' });
    expect([nul.status, nul.json.code]).toEqual([400, 400]);
    expect(nul.json.msg).toMatch(/^username\b/);
    const plain = await call(handler, '/login/login', { body: { username: 'nobody-here', password: 'wrong-password' }, ip: '10.78.0.2' });
    expect([plain.status, plain.json.code]).toEqual([401, 401]);
  });

  it.each(['2024-02-30', '9999-99-99'])('the day %s is refused; 2024-02-29 is a day', async (day) => {
    const handler = await byPath('/SystemLog/getList');
    const bad = await call(handler, '/SystemLog/getList', { body: { from: day }, token: tokens.admin });
    expect([bad.status, bad.json.code, bad.json.msg]).toEqual([400, 400, 'from: 日期不是有效日期']);
    const leap = await call(handler, '/SystemLog/getList', { body: { from: '2024-02-29' }, token: tokens.admin });
    expect([leap.status, leap.json.code]).toEqual([200, 200]);
  });
});
