#!/usr/bin/env node
// `npm run bench:scale` — the data-scale run; needs a production build (`npm run build`).
// Generates UNITS base units and PERSONS persons (default 10,000 and 1,000,000) into a scratch database, then
// times through the built app, one request at a time: the person list (all, filtered by name, by unit, by ID
// number, a deep page) as admin, and a unit's quota/usage computation (空编). On the same data it then times each
// statistic of 统计查询 and the audit progress view (scaleStats.mjs) for the whole dataset as admin and as a bench
// personnel bureau over the city (rsj); for them the generation adds annual assessment results, rewards and
// sanctions, retirements and other departures, assessment and recruitment filings, and the persons' dated history
// (posts, titles, establishment changes, moves) that the statistics at a past date read. Prints p50/p95 and the
// generation times. Before that, on a fresh database of each kind, it times the imports of a deployment's first day
// (scripts/bench/imports.mjs: BENCH_IMPORT_UNITS units, BENCH_IMPORT_PERSONS persons; BENCH_IMPORTS=off skips them).
//   PGlite: always, in a fresh data directory removed afterwards.
//   PostgreSQL: when BENCH_SCRATCH_DATABASE_URL names a database that may be WIPED (its public schema is dropped).
// Environment: BENCH_UNITS, BENCH_PERSONS, BENCH_SAMPLES (timed requests per list query, default 20),
// BENCH_STATS_SAMPLES (per statistic, default 5 after 1 warm-up), BENCH_STATS_TIMEOUT_MS (per request, default 300,000).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { percentile } from '../../lib/bench/measures.mjs';
import {
  bureauStatements, filingStatements, historyStatements, personStatements, REGION, statisticsStatements, unitStatements,
} from './scaleData.mjs';
import { measureStatistics, STATS_SETTINGS, statisticsTable } from './scaleStats.mjs';
import { post } from './common.mjs';
import { startApp, wipePostgres } from './server.mjs';
import { IMPORT_PERSONS, IMPORT_UNITS, importsOn, importsTable } from './imports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const UNITS = Number(process.env.BENCH_UNITS ?? 10_000);
const PERSONS = Number(process.env.BENCH_PERSONS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
/** BENCH_STATISTICS=off times the lists only (the statistics take most of a run). */
const WITH_STATISTICS = process.env.BENCH_STATISTICS !== 'off';
/** BENCH_IMPORTS=off leaves out the imports of a deployment's first day (scripts/bench/imports.mjs, on their own fresh database). */
const WITH_IMPORTS = process.env.BENCH_IMPORTS !== 'off';
const BENCH_ADMIN = { username: 'benchadmin', password: 'Bench-2026-scale' };
const BENCH_RSJ = { username: 'benchrsj', password: 'Bench-2026-scale' };
const log = (msg) => console.error(`[bench:scale] ${msg}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function inChunks(run, what, statements) {
  for (const [i, s] of statements.entries()) {
    await run(s);
    log(`${what}: statement ${i + 1}/${statements.length}`);
  }
}

/** Runs the generation statements on an open connection (`run(sql)`), timing units, persons and the rest apart. */
async function generate(run) {
  let started = Date.now();
  for (const s of unitStatements(UNITS)) await run(s);
  for (const s of bureauStatements(BENCH_RSJ.username, bcrypt.hashSync(BENCH_RSJ.password, 10))) await run(s);
  const unitsMs = Date.now() - started;
  started = Date.now();
  await inChunks(run, 'persons', personStatements(PERSONS, UNITS));
  const personsMs = Date.now() - started;
  started = Date.now();
  await inChunks(run, 'assessments, rewards and sanctions', statisticsStatements(UNITS));
  await inChunks(run, 'filings', filingStatements());
  await inChunks(run, 'post, title, establishment and move history', historyStatements(UNITS));
  const statisticsMs = Date.now() - started;
  // What PostgreSQL's autovacuum, and on the embedded database the app's own upkeep (lib/server/db/vacuum.ts), do to
  // freshly loaded tables within minutes: the timings are of a database in its steady state, not of one still unvacuumed.
  started = Date.now();
  await run('vacuum (analyze)');
  return { unitsMs, personsMs, statisticsMs, vacuumMs: Date.now() - started };
}

async function generatePglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    return await generate((s) => db.exec(s));
  } finally {
    await db.close();
  }
}

async function generatePostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await generate((s) => client.query(s));
  } finally {
    await client.end();
  }
}


/** Times one query: two untimed warm-up requests, then SAMPLES one after another. */
async function time(origin, token, apiPath, body) {
  let answer;
  for (let i = 0; i < 2; i++) answer = await post(origin, apiPath, body, token);
  const ms = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await post(origin, apiPath, body, token);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), answer };
}

/** A list answer's total as the screen shows it: "10,000+" where the list stopped counting (totalCapped). */
const matches = (answer) => (answer.total === undefined ? undefined : `${answer.total.toLocaleString('en-US')}${answer.totalCapped ? '+' : ''}`);

async function measure(origin, account) {
  const { token } = await post(origin, '/api/login/login', account);
  const all = await time(origin, token, '/api/Person/getList', { pageNo: 1, pageSize: 20 });
  const unitId = all.answer.list.find((p) => p.unitName.startsWith('压测'))?.unitId;
  const sample = (await post(origin, '/api/Person/getList', { pageNo: 1, pageSize: 1, unitId }, token)).list[0];
  const id = await post(origin, '/api/Person/revealId', { id: sample.id }, token);
  const queries = [
    ['Person list, everything, page 1 (admin)', '/api/Person/getList', { pageNo: 1, pageSize: 20 }, all],
    ['Person list, name contains 王伟', '/api/Person/getList', { pageNo: 1, pageSize: 20, name: '王伟' }],
    ['Person list, name contains 伟 (one character)', '/api/Person/getList', { pageNo: 1, pageSize: 20, name: '伟' }],
    ['Person list, on duty, page 500', '/api/Person/getList', { pageNo: 500, pageSize: 20, personStatus: 'ON_DUTY' }],
    ['Person list, one unit', '/api/Person/getList', { pageNo: 1, pageSize: 20, unitId }],
    ['Person list, full ID number', '/api/Person/getList', { pageNo: 1, pageSize: 20, idNumber: id.idNumber }],
    ['Unit information with quota use and vacancies', '/api/Company/getInfo', { unitId }],
  ];
  const rows = [];
  for (const [label, apiPath, body, done] of queries) {
    log(label);
    const r = done ?? await time(origin, token, apiPath, body);
    rows.push({ label, apiPath, p50: r.p50, p95: r.p95, total: matches(r.answer) });
  }
  if (!WITH_STATISTICS) return { rows, total: matches(all.answer), statistics: null };
  const statistics = { admin: await measureStatistics(origin, token, log) };
  const rsj = await post(origin, '/api/login/login', BENCH_RSJ);
  statistics.rsj = await measureStatistics(origin, rsj.token, log);
  return { rows, total: matches(all.answer), statistics };
}

async function runOne(kind, { dataDir, env, account }) {
  log(`${kind}: migrating…`);
  let app = await startApp(root, { dataDir, env });
  await app.stop();
  log(`${kind}: generating ${UNITS.toLocaleString('en-US')} units and ${PERSONS.toLocaleString('en-US')} persons…`);
  const generated = kind === 'PGlite' ? await generatePglite(dataDir) : await generatePostgres(env.DATABASE_URL);
  app = await startApp(root, { dataDir, env });
  try {
    return { kind, generated, ...(await measure(app.origin, account)) };
  } finally {
    await app.stop();
  }
}

const results = [];
const imported = [];
const problems = [];
/** The imports on their own fresh database of the kind, before the scale data (a failure is reported, the rest goes on). */
async function imports(kind, options) {
  if (!WITH_IMPORTS) return;
  try {
    imported.push(await importsOn(root, kind, options, log));
  } catch (e) {
    problems.push(`${kind} imports: ${e.message}`);
  }
}
const pgUrl = process.env.BENCH_SCRATCH_DATABASE_URL;
const dataDir = path.join(root, `.data-scale-${process.pid}`);
try {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await imports('PGlite', { account: { username: 'admin', password: 'demo123' } });
  results.push(await runOne('PGlite', { dataDir, env: {}, account: { username: 'admin', password: 'demo123' } }));
} catch (e) {
  problems.push(`PGlite: ${e.message}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (pgUrl) {
  const pgDir = `${dataDir}-pg`;
  try {
    const env = { DATABASE_URL: pgUrl, ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password };
    await imports('PostgreSQL', { env: { ...env, DEPLOY_REGION: '330500' }, account: BENCH_ADMIN });
    await wipePostgres(pgUrl);
    results.push(await runOne('PostgreSQL', { dataDir: pgDir, env, account: BENCH_ADMIN }));
  } catch (e) {
    problems.push(`PostgreSQL: ${e.message}`);
  } finally {
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  problems.push('PostgreSQL not measured: set BENCH_SCRATCH_DATABASE_URL to a database that may be wiped');
}

const ms = (n) => `${n.toFixed(0)} ms`;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${UNITS.toLocaleString('en-US')} bench units in region ${REGION}, ` +
    `${PERSONS.toLocaleString('en-US')} persons; ${SAMPLES} sequential requests per list query after 2 warm-ups; per statistic 1 warm-up, then ` +
    `${STATS_SETTINGS.samples} (2 when the warm-up took over ${STATS_SETTINGS.slowMs / 1000} s), each allowed ${STATS_SETTINGS.timeoutMs / 1000} s.`,
  'Command: `npm run build && BENCH_SCRATCH_DATABASE_URL=postgres://… npm run bench:scale`.',
  '',
];
for (const r of results) {
  lines.push(
    `**${r.kind}** — generation: units ${seconds(r.generated.unitsMs)}, persons ${seconds(r.generated.personsMs)}, ` +
      `assessments, rewards, sanctions, filings and history ${seconds(r.generated.statisticsMs)}, VACUUM (ANALYZE) ${seconds(r.generated.vacuumMs)}; ` +
      `the admin's list counts ${r.total} persons.`,
    '',
    '| Query | Endpoint | Matches | p50 | p95 |',
    '|---|---|---:|---:|---:|',
    ...r.rows.map((q) => `| ${q.label} | \`${q.apiPath}\` | ${q.total ?? '—'} | ${ms(q.p50)} | ${ms(q.p95)} |`),
    '',
  );
  if (!r.statistics) {
    lines.push('Statistics not measured (BENCH_STATISTICS=off).', '');
    continue;
  }
  lines.push(
    'Statistics as admin (every unit):',
    '',
    ...statisticsTable(r.statistics.admin),
    '',
    'Statistics as the bench personnel bureau (rsj over 330500: the bench county and the demo units):',
    '',
    ...statisticsTable(r.statistics.rsj),
    '',
  );
  for (const [who, rows] of Object.entries(r.statistics)) {
    for (const q of rows) if (q.failure && q.failure !== 'not in this build') problems.push(`${r.kind}, ${who}: ${q.label}: ${q.failure}`);
  }
}
if (imported.length) {
  lines.push(
    `Imports of a deployment's first day, each database fresh: a registry of ${IMPORT_UNITS.toLocaleString('en-US')} units, then `
      + `${IMPORT_PERSONS.toLocaleString('en-US')} persons over them (scripts/bench/imports.mjs; alone: \`npm run bench:import\`).`,
    '',
    ...importsTable(imported),
    '',
  );
}
if (problems.length) lines.push('Problems:', ...problems.map((p) => `- ${p}`), '');
const out = lines.join('\n');
console.log(`\n${out}`);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', 'scale.md'), out);
process.exit(results.length ? 0 : 1);
