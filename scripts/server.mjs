#!/usr/bin/env node
// The production server: Next's request handler behind a plain node:http server, for what `next start` cannot do.
// - The socket's address reaches the app as `x-renshi-peer`, replacing any value a client sent, so the app can tell
//   the real peer from forwarding headers (lib/server/clientAddress.ts; TRUST_PROXY says which proxies count).
// - Malformed requests and oversize headers get the API's JSON envelope instead of an empty answer.
// - The database is opened before the port is taken (instrumentation.ts): a second server on the same data
//   directory exits with the reason and status 1 instead of answering 500.
// Usage: node scripts/server.mjs [-p port] [-H host] [--dev]
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';

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
  const body = JSON.stringify({ code, msg: MESSAGES[code], data: null });
  socket.end(
    `HTTP/1.1 ${code} ${STATUS_TEXT[code]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

const app = next({ dev, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  handle(req, res);
});
server.on('clientError', answerClientError);
await new Promise((resolve) => server.listen(port, hostname, resolve));
// The first request waits for the app's start-up (instrumentation.ts opens the database, exiting when it cannot):
// say ready only once one has been answered.
const local = ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname;
await fetch(`http://${local.includes(':') ? `[${local}]` : local}:${port}/api/publicKey`).then((res) => res.arrayBuffer());
console.log(`▲ 人事管理系统 ready on http://${local}:${port}${dev ? ' (development)' : ''}`);

// Stop taking requests on a signal; the app closes the database and exits (lib/server/db/startup.ts).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    server.close();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
