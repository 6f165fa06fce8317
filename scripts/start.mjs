#!/usr/bin/env node
// Serves the built app (`next build` first) with scripts/server.mjs on PORT (default 8011, the spec's port),
// all interfaces, with the embedded database under DATA_DIR (default .data). Ctrl-C stops the server.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT || '8011';
const env = { ...process.env, PORT: port, DATA_DIR: process.env.DATA_DIR || '.data', NEXT_TELEMETRY_DISABLED: '1' };

const child = spawn(process.execPath, ['scripts/server.mjs', '-p', port, '-H', '0.0.0.0'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
