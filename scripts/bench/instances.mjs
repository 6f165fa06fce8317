#!/usr/bin/env node
// `npm run bench:instances` — needs a production build and BENCH_SCRATCH_DATABASE_URL, a PostgreSQL database that
// is WIPED (its public schema is dropped). Starts two instances of the built app on that one database (as behind a
// load balancer: the same JWT secret and keys, read from the database) and measures, with autocannon, userInfo and
// getRouterList as the first administrator: one instance under 20 connections, then both at once under 10 each,
// printing the combined throughput beside the single instance's. Writes bench-results/instances.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, num, post } from './common.mjs';
import { measure } from './load.mjs';
import { startApp, wipePostgres } from './server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const url = process.env.BENCH_SCRATCH_DATABASE_URL;
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = 2;
const ENDPOINTS = ['/api/userInfo/userInfo', '/api/router/getRouterList'];
const ADMIN = { username: 'benchadmin', password: 'Bench-admin-2026-instances' };
const log = (msg) => console.error(`[bench:instances] ${msg}`);

if (!url) {
  console.error('Set BENCH_SCRATCH_DATABASE_URL to a PostgreSQL database that may be wiped.');
  process.exit(2);
}

/** Load on each origin at once, `connections` split between them, after WARMUP seconds unreported. */
async function load(origins, apiPath, token) {
  const options = (origin, duration) => ({
    url: origin + apiPath, headers: { authorization: `Bearer ${token}` }, body: {}, connections: CONNECTIONS / origins.length, duration,
  });
  await Promise.all(origins.map((origin) => measure(options(origin, WARMUP))));
  const each = await Promise.all(origins.map((origin) => measure(options(origin, DURATION))));
  return {
    rps: each.reduce((sum, r) => sum + r.rps, 0),
    p99: Math.max(...each.map((r) => r.p99)),
    failures: each.reduce((sum, r) => sum + r.failures, 0),
  };
}

const env = { DATABASE_URL: url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BACKUP_CRON: 'off' };
const dirs = ['a', 'b'].map((n) => path.join(root, `.data-instances-${process.pid}-${n}`));
const apps = [];
const rows = [];
const problems = [];
try {
  log('wiping the scratch database…');
  await wipePostgres(url);
  // One after the other: the first migrates and creates the keys, the second reads them.
  for (const [i, dataDir] of dirs.entries()) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    apps.push(await startApp(root, { dataDir, env, logName: `server-${'ab'[i]}.log` }));
  }
  const { token } = await post(apps[0].origin, '/api/login/login', ADMIN);
  // A token from one instance is taken by the other: the same secret, from the database.
  await post(apps[1].origin, ENDPOINTS[0], {}, token);
  for (const apiPath of ENDPOINTS) {
    log(`${apiPath}: one instance…`);
    const one = await load([apps[0].origin], apiPath, token);
    log(`${apiPath}: two instances…`);
    const two = await load(apps.map((app) => app.origin), apiPath, token);
    if (one.failures || two.failures) problems.push(`${apiPath}: ${one.failures + two.failures} failed requests`);
    rows.push({ apiPath, one, two });
  }
} catch (e) {
  problems.push(e.message);
} finally {
  for (const app of apps) await app.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine(root)}.`,
  `Command: \`npm run build && BENCH_SCRATCH_DATABASE_URL=postgres://… npm run bench:instances\`; account: the first administrator; ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s of warm-up; the load generator runs on the same machine.`,
  '',
  `| Endpoint | One instance req/s | p99 | Two instances (${CONNECTIONS / 2} + ${CONNECTIONS / 2} connections) req/s | p99 | Two/one |`,
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map(({ apiPath, one, two }) =>
    `| \`POST ${apiPath}\` | ${num(one.rps)} | ${one.p99} ms | ${num(two.rps)} | ${two.p99} ms | ${(two.rps / one.rps).toFixed(2)}× |`),
  ...(problems.length ? ['', ...problems.map((p) => `- problem: ${p}`)] : []),
];
const text = lines.join('\n') + '\n';
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', 'instances.md'), text);
console.log(text);
process.exit(problems.length ? 1 : 0);
