#!/usr/bin/env node
// The production server: Next's request handler behind a plain node:http server, for what `next start` cannot do.
// - The socket's address reaches the app as `x-renshi-peer`, replacing any value a client sent, so the app can tell
//   the real peer from forwarding headers (lib/server/clientAddress.ts; TRUST_PROXY says which proxies count).
// - Malformed requests and oversize headers get the API's JSON envelope instead of an empty answer.
// - The database is opened before the port is taken (instrumentation.ts): a second server on the same data
//   directory exits with the reason and status 1 instead of answering 500.
// - Every answer carries X-Request-Id: the client's own if it is a short token, else a fresh one; the app sees the
//   same value (lib/server/http.ts), so a clerk's quoted id finds the request in the logs.
// - One JSON log line per request (lib/server/observability/core.mjs): method, route pattern, status, duration, user,
//   unit and request id; the API handler fills in the route and the user, other requests get a fixed route name.
// - SIGTERM/SIGINT/SIGHUP: stop taking connections and starting scheduled jobs, let the requests in flight and the job
//   runs in progress finish (both within one SHUTDOWN_TIMEOUT_MS, default 10000), close the database (PGlite releases
//   its data directory), exit 0.
// Usage: node scripts/server.mjs [-p port] [-H host] [--dev]
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { closeRequest, fallbackRoute, logger, openRequest, recordRequest } from '../lib/server/observability/core.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const port = Number(option('-p', process.env.PORT || '8011'));
const hostname = option('-H', '0.0.0.0');
const dev = args.includes('--dev');

export const PEER_HEADER = 'x-renshi-peer';
export const REQUEST_ID_HEADER = 'x-request-id';
const shutdownTimeoutMs = (() => {
  const ms = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 10000;
})();

/** The same rule as requestIdOf in lib/server/http.ts: a client's id is kept only when it is a short plain token. */
const requestIdOf = (value) => (typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value) ? value : randomUUID());

const STATUS_TEXT = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };
const MESSAGES = {
  400: '请求格式错误 / Malformed request',
  408: '请求超时 / Request timeout',
  413: '请求体过大 / Request body too large',
  431: '请求头过大 / Request headers too large',
};

/** The status of a request node:http could not parse. */
function statusOf(err) {
  if (err.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

function answerClientError(err, socket) {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const code = statusOf(err);
  logger().warn({ status: code, reason: err.code }, 'malformed request refused');
  const body = JSON.stringify({ code, msg: MESSAGES[code], data: null });
  socket.end(
    `HTTP/1.1 ${code} ${STATUS_TEXT[code]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      `X-Request-Id: ${randomUUID()}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Set by lib/server/db/startup.ts once the app opens its database. */
const CLOSE_DATABASE = Symbol.for('renshi.closeDatabase');
/** Set by lib/server/jobs once the scheduled jobs start: disarms them and waits (at most the given ms) for the runs in progress. */
const STOP_JOBS = Symbol.for('renshi.stopJobs');

/** Exits once the log lines written so far are out (pino writes asynchronously). */
function exit(code) {
  logger().flush(() => process.exit(code));
  setTimeout(() => process.exit(code), 1000);
}

let stopping = false;
let handle;

const server = http.createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  const started = performance.now();
  openRequest(id);
  res.once('close', () => {
    const slot = closeRequest(id);
    const path = (req.url ?? '/').split('?')[0];
    recordRequest({
      requestId: id, method: req.method ?? 'GET', route: slot.route ?? fallbackRoute(path), path,
      // 499 (nginx's name) for a client that went away before the answer was complete.
      status: res.writableFinished ? res.statusCode : 499,
      durationMs: performance.now() - started, userId: slot.userId, unitId: slot.unitId, err: slot.err,
    });
  });
  if (stopping) {
    // A request on a connection kept alive from before the signal: answered, and the connection closed after it.
    res.setHeader('Connection', 'close');
  }
  res.once('finish', () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  handle(req, res);
});
server.on('clientError', answerClientError);
// An idle kept-alive connection is held longer than a proxy in front holds its own (nginx's upstream keepalive_timeout:
// 60 s) and than a client waits between two calls, so the server never closes a connection just as the other side
// sends on it again, which that side sees as a reset (ECONNRESET). Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/** Resolves true once every connection has ended, false when `ms` pass first. */
function drain(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}

async function shutdown(signal) {
  if (stopping) return; // a terminal's Ctrl-C reaches this process and its parent, which passes it on: one is enough
  stopping = true;
  logger().info({ signal, timeoutMs: shutdownTimeoutMs }, `${signal}: no new connections; waiting for the requests in flight`);
  // Started together, so that requests and jobs share the one budget; stopJobs names the jobs it gives up on.
  const jobsStopped = Promise.resolve(globalThis[STOP_JOBS]?.(shutdownTimeoutMs)).catch((e) => logger().error({ err: e }, 'stopping the jobs failed'));
  if (!(await drain(shutdownTimeoutMs))) {
    logger().warn({ timeoutMs: shutdownTimeoutMs }, `requests still running after ${shutdownTimeoutMs} ms are cut off`);
    server.closeAllConnections();
  }
  await jobsStopped;
  try {
    await globalThis[CLOSE_DATABASE]?.();
  } catch (e) {
    logger().error({ err: e }, '数据库关闭失败 / the database did not close cleanly');
    exit(1);
    return;
  }
  logger().info('stopped');
  exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(signal));

const app = next({ dev, dir: root, hostname, port });
handle = app.getRequestHandler();
await app.prepare();

await new Promise((resolve) => server.listen(port, hostname, resolve));
// The first request waits for the app's start-up (instrumentation.ts opens the database, exiting when it cannot):
// say ready only once one has been answered.
const local = ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname;
await fetch(`http://${local.includes(':') ? `[${local}]` : local}:${port}/api/publicKey`).then((res) => res.arrayBuffer());
logger().info({ port, dev }, `人事管理系统 ready on http://${local}:${port}${dev ? ' (development)' : ''}`);
