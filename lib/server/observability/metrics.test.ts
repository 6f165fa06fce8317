import { GET, POST } from '@/app/metrics/route';
import { POST as login } from '@/app/api/login/login/route';
import { POST as personList } from '@/app/api/Person/getList/route';
import { POST as createFiling } from '@/app/api/Filing/create/route';
import { POST as act } from '@/app/api/Filing/act/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { closeRequest, fallbackRoute, openRequest } from './core.mjs';
import { recordJobRun } from './metrics';

withFreshDatabase();

const TOKEN = 'scrape-secret-7f3a';

function scrape(headers: Record<string, string> = {}, method = 'GET', peer = '10.0.0.1') {
  const handler = method === 'GET' ? GET : POST;
  return handler(new Request('http://localhost/metrics', { method, headers: { 'x-renshi-peer': peer, ...headers } }));
}

async function exposition(): Promise<string> {
  const res = await scrape({ authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one sample of the exposition (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-zA-Z_]+=")/) : [];
    if (wanted.every((w) => present.includes(w)) && present.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

const env = { token: process.env.METRICS_TOKEN, allow: process.env.METRICS_ALLOW };
afterEach(() => {
  process.env.METRICS_TOKEN = env.token ?? '';
  process.env.METRICS_ALLOW = env.allow ?? '';
});

describe('GET /metrics: who may read it', () => {
  it('answers 404 to every method while neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
    process.env.METRICS_TOKEN = '';
    process.env.METRICS_ALLOW = '';
    for (const res of [await scrape(), await scrape({ authorization: `Bearer ${TOKEN}` }), await scrape({}, 'POST')]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not Found');
    }
  });

  it('answers 401 without the token or with a wrong one, 200 with the right one', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await scrape({ authorization: TOKEN })).status).toBe(401);
    const ok = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await ok.text();
    expect(text).toContain('# TYPE renshi_http_requests_total counter');
    expect(text).toContain('# TYPE renshi_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers 405 to another method once the caller is let in', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const res = await scrape({ authorization: `Bearer ${TOKEN}` }, 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('with METRICS_ALLOW alone, answers an address in the list and 404 to one outside it', async () => {
    process.env.METRICS_ALLOW = '192.168.5.0/24, 10.1.1.1';
    expect((await scrape({}, 'GET', '192.168.5.77')).status).toBe(200);
    expect((await scrape({}, 'GET', '10.1.1.1')).status).toBe(200);
    expect((await scrape({}, 'GET', '192.168.6.1')).status).toBe(404);
    expect((await scrape({}, 'GET', '10.1.1.2')).status).toBe(404);
  });

  it('with both set, asks for both: an allowed address without the token gets 401, the token from elsewhere 404', async () => {
    process.env.METRICS_ALLOW = 'loopback';
    process.env.METRICS_TOKEN = TOKEN;
    expect((await scrape({}, 'GET', '127.0.0.1')).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, 'GET', '10.0.0.9')).status).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, 'GET', '127.0.0.1')).status).toBe(200);
  });

  it('judges the address as TRUST_PROXY does: a forged X-Forwarded-For does not get in', async () => {
    process.env.METRICS_ALLOW = '10.50.0.0/16';
    expect((await scrape({ 'x-forwarded-for': '10.50.0.1' }, 'GET', '203.0.113.9')).status).toBe(404);
  });
});

describe('GET /metrics: what it counts', () => {
  beforeEach(() => {
    process.env.METRICS_TOKEN = TOKEN;
  });

  it('counts a request under its route pattern and status, with its time and its database queries', async () => {
    const token = await loginAs('jc');
    const labels = { method: 'POST', route: '/api/Person/getList', status: '200' };
    const before = await exposition();
    const { status } = await call(personList, '/Person/getList', { body: { current: 1, size: 10 }, token, query: { id: '4711' } });
    expect(status).toBe(200);
    const after = await exposition();
    expect(sample(after, 'renshi_http_requests_total', labels)).toBe(sample(before, 'renshi_http_requests_total', labels) + 1);
    expect(sample(after, 'renshi_http_request_duration_seconds_count', labels))
      .toBe(sample(before, 'renshi_http_request_duration_seconds_count', labels) + 1);
    const selects = { operation: 'select', outcome: 'ok' };
    expect(sample(after, 'renshi_db_query_duration_seconds_count', selects))
      .toBeGreaterThan(sample(before, 'renshi_db_query_duration_seconds_count', selects));
    // The label is the pattern: neither the query string nor any other spelling of the URL becomes a series.
    expect(after).not.toMatch(/route="[^"]*(4711|\?)/);
  });

  it('counts a wrong password as a login failure, and the attempt refused after five as a lockout', async () => {
    const attempt = () => call(login, '/login/login', { body: { username: 'jc2', password: 'wrong-password' }, ip: '10.77.0.1' });
    const refused = { method: 'POST', route: '/api/login/login', status: '401' };
    const before = await exposition();
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const fifth = await exposition();
    expect(sample(fifth, 'renshi_login_failures_total')).toBe(sample(before, 'renshi_login_failures_total') + 5);
    expect(sample(fifth, 'renshi_login_lockouts_total')).toBe(sample(before, 'renshi_login_lockouts_total'));
    expect(sample(fifth, 'renshi_http_requests_total', refused)).toBe(sample(before, 'renshi_http_requests_total', refused) + 5);
    expect((await attempt()).status).toBe(429);
    const sixth = await exposition();
    expect(sample(sixth, 'renshi_login_lockouts_total')).toBe(sample(fifth, 'renshi_login_lockouts_total') + 1);
    expect(sample(sixth, 'renshi_login_failures_total')).toBe(sample(fifth, 'renshi_login_failures_total'));
  });

  it('counts a committed filing transition, and not one the lifecycle refused', async () => {
    const token = await loginAs('jc3');
    const unit = await unitIdOf('湖州市中心医院');
    const lines = [{ personId: await insertPerson(unit, { name: '钱观一' }), payload: { op: 'NEW' } }];
    const created = await call<FilingDetail>(createFiling, '/Filing/create', {
      body: { filingType: 'PERSON_INFO', contactName: '李明华', contactPhone: '13857201234', lines }, token,
    });
    expect(created.status).toBe(200);
    const voidIt = (f: FilingDetail) => call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'VOID' }, token });
    const labels = { type: 'PERSON_INFO', action: 'VOID', to: 'VOID' };
    const before = sample(await exposition(), 'renshi_filing_transitions_total', labels);

    const voided = await voidIt(created.json.data);
    expect(voided.status).toBe(200);
    expect(voided.json.data.status).toBe('VOID');
    expect(sample(await exposition(), 'renshi_filing_transitions_total', labels)).toBe(before + 1);

    const again = await voidIt(voided.json.data);
    expect(again.json.msg).toBe('只有草稿或退回的业务可以作废');
    expect(sample(await exposition(), 'renshi_filing_transitions_total', labels)).toBe(before + 1);
  });

  it('shows the runs recordJobRun counts, by job and outcome', async () => {
    recordJobRun('backup', 'success', 2.5);
    recordJobRun('backup', 'failure', 0.2);
    recordJobRun('backup', 'success', 3);
    const text = await exposition();
    expect(sample(text, 'renshi_job_runs_total', { job: 'backup', outcome: 'success' })).toBe(2);
    expect(sample(text, 'renshi_job_runs_total', { job: 'backup', outcome: 'failure' })).toBe(1);
    expect(sample(text, 'renshi_job_duration_seconds_sum', { job: 'backup', outcome: 'success' })).toBe(5.5);
  });
});

describe('the route label', () => {
  it('is the API handler’s pattern behind the server: the handler fills the slot the server opened', async () => {
    const token = await loginAs('jc');
    const id = 'slot-test-1';
    openRequest(id);
    await call(personList, '/Person/getList', { body: { current: 1, size: 10 }, token, query: { unitId: '99' }, headers: { 'x-request-id': id } });
    const slot = closeRequest(id);
    expect(slot).toMatchObject({ route: '/api/Person/getList', unitId: expect.any(Number), userId: expect.any(Number) });
    expect(slot.err).toBeUndefined();
  });

  it('is a fixed name for what no API handler answered, never the raw path', () => {
    expect(fallbackRoute('/api/Person/4711/getDetail')).toBe('/api/*');
    expect(fallbackRoute('/api')).toBe('/api/*');
    expect(fallbackRoute('/apiary')).toBe('(page)');
    expect(fallbackRoute('/_next/static/chunks/app-4711.js')).toBe('/_next/*');
    expect(fallbackRoute('/favicon.ico')).toBe('(static)');
    expect(fallbackRoute('/metrics')).toBe('/metrics');
    expect(fallbackRoute('/')).toBe('(page)');
  });
});
