#!/usr/bin/env node
// `npm run bench:import` — the imports of `npm run bench:scale` alone (scripts/bench/imports.mjs): on a fresh PGlite,
// and on the PostgreSQL BENCH_SCRATCH_DATABASE_URL names (WIPED) when set. Needs a production build.
import { fileURLToPath } from 'node:url';
import { machine } from './common.mjs';
import { IMPORT_PERSONS, IMPORT_UNITS, importsOn, importsTable } from './imports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (msg) => console.error(`[bench:import] ${msg}`);
const results = [await importsOn(root, 'PGlite', { account: { username: 'admin', password: 'demo123' } }, log)];
const pgUrl = process.env.BENCH_SCRATCH_DATABASE_URL;
if (pgUrl) {
  const account = { username: 'benchadmin', password: 'Bench-2026-scale' };
  const env = { DATABASE_URL: pgUrl, ADMIN_USERNAME: account.username, ADMIN_PASSWORD: account.password, DEPLOY_REGION: '330500' };
  results.push(await importsOn(root, 'PostgreSQL', { env, account }, log));
}
console.log([
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine(root)}; ${IMPORT_UNITS.toLocaleString('en-US')} units, `
    + `${IMPORT_PERSONS.toLocaleString('en-US')} persons. Command: \`npm run build && BENCH_SCRATCH_DATABASE_URL=postgres://… npm run bench:import\`.`,
  '',
  ...importsTable(results),
].join('\n'));
