#!/usr/bin/env node
// `npm run bench` — needs a production build (`npm run build`); builds nothing itself.
// Starts the built app on a free port with a fresh embedded database, then measures:
//   1. POST /api/userInfo/userInfo and /api/router/getRouterList (autocannon, 20 connections, 10 s),
//      beside a bare node:http server answering the same JSON in the same run (the ratio app/bare);
//   2. POST /api/login/login (5 s, 4 connections) — bcrypt makes it slow on purpose;
//   3. the JavaScript Chromium downloads for /#/login and for home after logging in (gzip as served).
// Prints a markdown table and writes it to bench-results/latest.md. Both servers are stopped at the end.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_COMMAND } from '../chromium.mjs';
import { measureScripts } from './browser.mjs';
import { measure } from './load.mjs';
import { startApp, startBare } from './server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const USER = { username: 'jc', password: 'demo123' };
const LOAD = { connections: 20, duration: 10 };
const LOGIN_LOAD = { connections: 4, duration: 5 };
const WARMUP = 2; // seconds of unreported load before each measurement
const ENDPOINTS = ['/api/userInfo/userInfo', '/api/router/getRouterList'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (r) => (r >= 0.1 ? `${r.toFixed(2)}×` : `${r.toPrecision(2)}× (1/${Math.round(1 / r)})`);
const log = (msg) => console.error(`[bench] ${msg}`);

async function post(origin, apiPath, body, token) {
  const res = await fetch(origin + apiPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${apiPath} answered HTTP ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

async function load(url, options) {
  await measure({ ...options, url, duration: WARMUP });
  return measure({ ...options, url });
}

function machine() {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // not a git checkout
  }
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}, commit ${commit}`;
}

const rows = { api: [], login: null, js: null };
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
  bare = await startBare(root, payloads);

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
  if (!executablePath) {
    problems.push(`JavaScript transfer not measured: no Chromium (install one with \`${INSTALL_COMMAND}\` or set CHROMIUM_PATH)`);
  } else {
    log(`JavaScript transferred, in ${executablePath}…`);
    try {
      rows.js = await measureScripts({ origin: app.origin, executablePath, ...USER });
    } catch (e) {
      problems.push(`JavaScript transfer not measured: ${e.message.split('\n')[0]}`);
    }
  }
} catch (e) {
  problems.push(e.message);
} finally {
  await bare?.stop();
  await app?.stop();
}

const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`,
  `Command: \`npm run build && npm run bench\`; account \`${USER.username}\`; app = \`next start\` on a fresh embedded (PGlite) database.`,
  '',
];
if (rows.api.length) {
  lines.push(
    `| Endpoint (${LOAD.connections} connections, ${LOAD.duration} s) | Response | App req/s | App p99 | Bare node:http req/s | Bare p99 | App/bare throughput |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.api.map((r) => `| \`POST ${r.path}\` | ${kb(r.bytes)} | ${num(r.real.rps)} | ${r.real.p99} ms | ${num(r.base.rps)} | ${r.base.p99} ms | ${ratio(r.real.rps / r.base.rps)} |`),
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
if (rows.js) {
  const js = rows.js;
  lines.push(
    '| JavaScript downloaded by Chromium | Scripts | Transferred | Uncompressed | Encoding |',
    '|---|---:|---:|---:|---|',
    `| Login page \`/#/login\` | ${js.login.count} | ${kb(js.login.transferred)} | ${kb(js.login.decoded)} | ${js.login.encodings} |`,
    `| Home after login (cumulative) | ${js.home.count} | ${kb(js.home.transferred)} | ${kb(js.home.decoded)} | ${js.home.encodings} |`,
    `| Home after login (increment) | ${js.homeIncrement.count} | ${kb(js.homeIncrement.transferred)} | ${kb(js.homeIncrement.decoded)} | ${js.homeIncrement.encodings || '—'} |`,
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
