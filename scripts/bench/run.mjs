#!/usr/bin/env node
// `npm run bench` — needs a production build (`npm run build`); builds nothing itself.
// Starts the built app on a free port with a fresh embedded database, then measures:
//   1. POST /api/userInfo/userInfo and /api/router/getRouterList (autocannon, 20 connections, 10 s), beside the
//      same server's constant-JSON route handler (GET /api/health/live) and a bare node:http server answering the
//      same JSON, all in the same run (the ratios app/route handler and app/bare);
//   2. POST /api/login/login (5 s, 4 connections) — bcrypt makes it slow on purpose;
//   3. in Chromium, BENCH_BROWSER_SAMPLES (default 10) fresh contexts: the bytes each step downloads (gzip as served)
//      and what a person waits for — first paint, the login form, click → home, the first open of the person list.
// Prints a markdown table and writes it to bench-results/latest.md. Both servers are stopped at the end.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_COMMAND } from '../chromium.mjs';
import { routePathOf } from '../../lib/bench/measures.mjs';
import { measureBrowser } from './browser.mjs';
import { machine } from './common.mjs';
import { measure } from './load.mjs';
import { startApp, startBare } from './server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const USER = { username: 'jc', password: 'demo123' };
const LOAD = { connections: 20, duration: 10 };
const LOGIN_LOAD = { connections: 4, duration: 5 };
const WARMUP = 2; // seconds of unreported load before each measurement
const ENDPOINTS = ['/api/userInfo/userInfo', '/api/router/getRouterList'];
/** A route handler of the same server answering constant JSON: no session, no database. */
const CONSTANT = '/api/health/live';
/** The page the browser part opens from the menu: the person list (its address comes from the account's route tree). */
const LIST_COMPONENT = 'company/person';
const BROWSER_SAMPLES = Math.max(1, Number(process.env.BENCH_BROWSER_SAMPLES) || 10);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (r) => (r >= 0.1 ? `${r.toFixed(2)}×` : `${r.toPrecision(2)}× (1/${Math.round(1 / r)})`);
const log = (msg) => console.error(`[bench] ${msg}`);

async function post(origin, apiPath, body, token) {
  const res = await fetch(origin + apiPath, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${apiPath} answered HTTP ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

async function load(url, options) {
  await measure({ ...options, url, duration: WARMUP });
  return measure({ ...options, url });
}

const rows = { api: [], constant: null, login: null, browser: null };
const problems = [];
let app;
let bare;
try {
  log('starting the built app with a fresh data directory…');
  app = await startApp(root);
  log(`app ready at ${app.origin} (pid ${app.pid}, ${(app.readyMs / 1000).toFixed(1)} s including migrations and seed)`);

  const { data } = JSON.parse(await post(app.origin, '/api/login/login', USER));
  const token = data?.token;
  if (!token) throw new Error('login answered without a token');
  const auth = { authorization: `Bearer ${token}` };

  const payloads = {};
  for (const p of ENDPOINTS) payloads[p] = await post(app.origin, p, {}, token);
  payloads[CONSTANT] = await post(app.origin, CONSTANT);
  bare = await startBare(root, payloads);

  log(`${CONSTANT}: app…`);
  const constant = await load(app.origin + CONSTANT, { method: 'GET', ...LOAD });
  log(`${CONSTANT}: bare node:http…`);
  rows.constant = { path: CONSTANT, bytes: Buffer.byteLength(payloads[CONSTANT]), real: constant, base: await load(bare.origin + CONSTANT, { method: 'GET', ...LOAD }) };
  if (constant.failures) problems.push(`${CONSTANT}: ${constant.failures} failed requests against the app`);
  for (const p of ENDPOINTS) {
    log(`${p}: app…`);
    const real = await load(app.origin + p, { headers: auth, body: {}, ...LOAD });
    log(`${p}: bare node:http…`);
    const base = await load(bare.origin + p, { headers: auth, body: {}, ...LOAD });
    rows.api.push({ path: p, bytes: Buffer.byteLength(payloads[p]), real, base });
    if (real.failures) problems.push(`${p}: ${real.failures} failed requests against the app`);
  }
  await bare.stop();
  bare = undefined;

  log('login…');
  rows.login = await load(app.origin + '/api/login/login', { body: USER, ...LOGIN_LOAD });
  if (rows.login.failures) problems.push(`login: ${rows.login.failures} failed requests`);

  const executablePath = await findChromium();
  const listPath = routePathOf(JSON.parse(payloads['/api/router/getRouterList']).data?.list, LIST_COMPONENT);
  if (!executablePath) {
    problems.push(`Browser not measured: no Chromium (install one with \`${INSTALL_COMMAND}\` or set CHROMIUM_PATH)`);
  } else if (!listPath) {
    problems.push(`Browser not measured: ${USER.username}'s route tree has no page showing ${LIST_COMPONENT}`);
  } else {
    log(`browser, ${BROWSER_SAMPLES} fresh contexts in ${executablePath}…`);
    try {
      rows.browser = { listPath, ...(await measureBrowser({ origin: app.origin, executablePath, ...USER, listPath, samples: BROWSER_SAMPLES, log })) };
    } catch (e) {
      problems.push(`Browser not measured: ${e.message.split('\n')[0]}`);
    }
  }
} catch (e) {
  problems.push(e.message);
} finally {
  await bare?.stop();
  await app?.stop();
}

const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine(root)}.`,
  `Command: \`npm run build && ${process.env.BENCH_BROWSER_SAMPLES ? `BENCH_BROWSER_SAMPLES=${BROWSER_SAMPLES} ` : ''}npm run bench\`; account \`${USER.username}\`; app = \`next start\` on a fresh embedded (PGlite) database.`,
  '',
];
const ms = (t) => (t === undefined ? '—' : `${Math.round(t)} ms`);
if (rows.api.length && rows.constant) {
  const c = rows.constant;
  lines.push(
    `| Endpoint (${LOAD.connections} connections, ${LOAD.duration} s) | Response | App req/s | App p99 | App/constant route handler | Bare node:http req/s | Bare p99 | App/bare |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.api.map((r) => `| \`POST ${r.path}\` | ${kb(r.bytes)} | ${num(r.real.rps)} | ${r.real.p99} ms | ${ratio(r.real.rps / c.real.rps)} | ${num(r.base.rps)} | ${r.base.p99} ms | ${ratio(r.real.rps / r.base.rps)} |`),
    `| \`GET ${c.path}\` (constant JSON, no session, no query) | ${kb(c.bytes)} | ${num(c.real.rps)} | ${c.real.p99} ms | 1 | ${num(c.base.rps)} | ${c.base.p99} ms | ${ratio(c.real.rps / c.base.rps)} |`,
    '',
  );
}
if (rows.login) {
  lines.push(
    `| Login (${LOGIN_LOAD.connections} connections, ${LOGIN_LOAD.duration} s; bcrypt cost is deliberate) | req/s | p50 | p99 |`,
    '|---|---:|---:|---:|',
    `| \`POST /api/login/login\` (right password; throttling counts only wrong ones) | ${num(rows.login.rps, 1)} | ${rows.login.p50} ms | ${rows.login.p99} ms |`,
    '',
  );
}
if (rows.browser) {
  const b = rows.browser;
  const step = {
    login: 'Login page `/#/login` (until its form shows)',
    home: 'Sign in → home',
    list: `First open of the person list \`/#${b.listPath}\``,
  };
  const cell = (x) => (x.count ? `${x.count} · ${kb(x.transferred)} (${kb(x.decoded)})` : '—');
  const time = (label, t) => `| ${label} | ${ms(t.median)} | ${ms(t.p90)}${t.missing ? ` (${t.missing} of ${b.samples} never showed)` : ''} |`;
  lines.push(
    `| Downloaded by Chromium, per step (median of ${b.samples}): files · transferred (uncompressed) | HTML | JavaScript | Messages (JSON) | CSS | Fonts |`,
    '|---|---:|---:|---:|---:|---:|',
    ...Object.entries(step).map(([s, label]) => `| ${label} | ${b.bytes[s].html.count ? kb(b.bytes[s].html.transferred) : '—'} | ${cell(b.bytes[s].js)} | ${cell(b.bytes[s].messages)} | ${cell(b.bytes[s].css)} | ${cell(b.bytes[s].font)} |`),
    '',
    `| What a person waits for (${b.samples} fresh browser contexts, 1440×900) | Median | p90 |`,
    '|---|---:|---:|',
    time('First paint (from navigation start)', b.times.firstPaint),
    time('First contentful paint', b.times.firstContentfulPaint),
    time('Login form visible (its username input)', b.times.login),
    time('Click on 登录 → home visible (the account field)', b.times.home),
    time(`Person list opened from home → its first row of data (or empty state) visible`, b.times.list),
    '',
  );
}
if (problems.length) lines.push('Problems:', ...problems.map((p) => `- ${p}`), '');

const out = lines.join('\n');
console.log(`\n${out}`);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', 'latest.md'), out);
log('written to bench-results/latest.md');
process.exit(problems.length ? 1 : 0);
