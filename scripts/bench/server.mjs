// Starting and stopping the servers the bench measures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200 or `timeoutMs` passes; fails early if `child` exits. */
export async function waitForOk(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child process (SIGTERM, then SIGKILL after 5 s) and resolves when it has exited. */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The built app (`next build` first) on 127.0.0.1 and a free port, with a fresh embedded database of
 * its own (seeded with the demo data). `stop()` kills it and removes the data directory.
 * Options: `dataDir` to reuse (kept on stop), `env` to add (e.g. DATABASE_URL for PostgreSQL), `logName` for the
 * server's log under bench-results/ (one per instance when several run).
 */
export async function startApp(root, { dataDir: reused, env: extra = {}, logName = 'server.log' } = {}) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('no production build: run `npm run build` first, then `npm run bench`.');
  }
  const port = await freePort();
  const dataDir = reused ?? path.join(root, `.data-bench-${process.pid}`);
  if (!reused) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL; // by default the bench logs in with a demo account, which only the embedded database has
  Object.assign(env, extra);
  const logFile = path.join(root, 'bench-results', logName);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    await waitForOk(`${origin}/api/publicKey`, child);
  } catch (e) {
    await stop(child);
    if (!reused) fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${e.message} (server log: ${path.relative(root, logFile)})`);
  }
  return {
    origin,
    pid: child.pid,
    readyMs: Date.now() - started,
    async stop() {
      await stop(child);
      fs.closeSync(log);
      if (!reused) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server (scripts/bench/bare-server.mjs) answering `payloads` ({path: json text}). */
export async function startBare(root, payloads) {
  const port = await freePort();
  const file = path.join(root, 'bench-results', `.bare-payloads-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(payloads));
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/bare-server.mjs'), String(port), file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/health`, child, 10_000);
  } catch (e) {
    await stop(child);
    throw e;
  } finally {
    fs.rmSync(file, { force: true });
  }
  return { origin, stop: () => stop(child) };
}

/** Empties the PostgreSQL database at `url` (its public and drizzle schemas): the bench's scratch database only. */
export async function wipePostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public');
  } finally {
    await client.end();
  }
}
