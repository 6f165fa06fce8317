#!/usr/bin/env node
// `npm test`: every test, in order, stopping at the first failure —
// typecheck and lint side by side, then jest (unit + API), next build, Playwright (on a Chromium found or installed here).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_COMMAND } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = '1';

const results = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function summary() {
  console.log('\n── npm test summary ──');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(12)} ${seconds(r.ms).padStart(8)}`);
  const total = results.reduce((t, r) => t + r.ms, 0);
  console.log(`  total${seconds(total).padStart(24)}`);
}

function fail(message) {
  summary();
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const start = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, ms: Date.now() - start });
  if (!ok) {
    const why = r.error ? r.error.message : r.signal ? `killed by ${r.signal}` : `exit code ${r.status}`;
    fail(`${name} failed (${why}). Fix it and run \`npm test\` again.`);
  }
}

/** Runs steps side by side (each on a core of its own), printing each one's output whole once it ends. */
async function runTogether(steps) {
  const ran = await Promise.all(steps.map(({ name, command, args }) => new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', (error) => resolve({ name, ok: false, ms: Date.now() - start, output, why: error.message }));
    child.on('close', (code, signal) => resolve({ name, ok: code === 0, ms: Date.now() - start, output, why: signal ? `killed by ${signal}` : `exit code ${code}` }));
  })));
  for (const r of ran) {
    console.log(`\n▶ ${r.name}: ${steps.find((s) => s.name === r.name).args.join(' ')}`);
    process.stdout.write(Buffer.concat(r.output));
    results.push({ name: r.name, ok: r.ok, ms: r.ms });
  }
  const failed = ran.find((r) => !r.ok);
  if (failed) fail(`${failed.name} failed (${failed.why}). Fix it and run \`npm test\` again.`);
}

// (a) A Chromium for Playwright.
async function chromium() {
  const start = Date.now();
  let found = await findChromium();
  if (!found) {
    const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
    if (!canInstall) {
      results.push({ name: 'chromium', ok: false, ms: Date.now() - start });
      fail(`No Chromium found for the Playwright tests. Install one with:\n\n    ${INSTALL_COMMAND}\n\n` +
        'or set CHROMIUM_PATH to a Chromium/Chrome executable.');
    }
    console.log('\n▶ chromium: none found; installing Debian\'s chromium (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) {
        results.push({ name: 'chromium', ok: false, ms: Date.now() - start });
        fail(`apt-get ${args.join(' ')} failed; install a Chromium with \`${INSTALL_COMMAND}\` or set CHROMIUM_PATH.`);
      }
    }
    found = await findChromium();
    if (!found) fail(`apt-get installed chromium but no executable was found; set CHROMIUM_PATH.`);
  }
  process.env.CHROMIUM_PATH = found;
  results.push({ name: 'chromium', ok: true, ms: Date.now() - start });
  console.log(`▶ chromium: ${found}`);
}

await chromium();

// (b) The steps.
const bin = (name) => `node_modules/.bin/${name}`;
await runTogether([
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
]);
// One worker per core (jest's default leaves a core to its idle parent process); on PostgreSQL (DATABASE_URL)
// each worker makes a database of its own from one seeded template (lib/server/testing/database.ts).
const jestArgs = ['--ci', `--maxWorkers=${os.availableParallelism()}`];
run('jest', bin('jest'), jestArgs, {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
});
// The build and the flows run on the embedded database whatever jest ran on (scripts/e2e-server.mjs).
delete process.env.DATABASE_URL;
// The e2e build records errors in the error log (off in production by default), so e2e/shell.spec.ts can check it;
// it skips the type check the typecheck step above has just passed (next.config.mjs).
run('build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], { NEXT_PUBLIC_ERROR_LOG: 'on', RENSHI_TYPECHECKED: '1' });
run('playwright', bin('playwright'), ['test']);

summary();
console.log('\n✔ all tests passed');
