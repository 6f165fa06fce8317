#!/usr/bin/env node
// The Playwright web server: the built app (`next build` first) on 127.0.0.1:E2E_PORT (default 8031)
// with a data directory of its own, created empty so every e2e run starts from fresh demo data, and
// removed when the server stops. Directories left by runs that were killed are removed at the next start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holderOf, isAlive } from '../lib/server/db/dataDirLock.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT || '8031';
const prefix = '.data-e2e-';

/** A directory is in use while the e2e server that made it (its name ends in that pid) or the app holding it runs. */
function inUse(dir) {
  const maker = Number(/-(\d+)$/.exec(dir)?.[1]);
  return Boolean((maker && isAlive(maker)) || holderOf(dir));
}

for (const name of fs.readdirSync(root)) {
  const dir = path.join(root, name);
  if (name.startsWith(prefix) && !inUse(dir)) fs.rmSync(dir, { recursive: true, force: true });
}
const dataDir = path.join(root, `${prefix}${Date.now()}-${process.pid}`);
fs.mkdirSync(dataDir, { recursive: true });

// Warnings and errors only: the suite prints what its servers write, and a line per request would bury the failures.
// bcrypt at its lowest cost: the flows sign in a hundred times, and what they test is not the hash's strength.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST || '4',
  // The flows open the template's demo screens (spec §2.3) as the admin.
  TEMPLATE_DEMOS: 'on',
};
delete env.DATABASE_URL; // the flows need the demo dataset, which only the embedded database gets
const child = spawn(process.execPath, ['scripts/server.mjs', '-p', port, '-H', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
