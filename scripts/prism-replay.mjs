#!/usr/bin/env node
// Sends the API tests' traffic again through Stoplight Prism's validating proxy in front of a running server, and
// counts what Prism finds: every answer it sees outside the OpenAPI document is a response violation.
//
//   CONTRACT_TRAFFIC=/tmp/traffic.jsonl npm run test:api        # records every call the API tests make
//   node scripts/prism-replay.mjs /tmp/traffic.jsonl http://127.0.0.1:3000 [path to the prism binary]
//
// The server is a scratch demo install (the calls change its data; `node scripts/e2e-server.mjs` makes one); Prism is not a dependency of the project (`npm install
// @stoplight/prism-cli` elsewhere and pass its binary, or have `prism` on PATH). A call recorded with a signed-in demo
// user's token is sent with a token of the same user on the target; the calls that signed in are not sent again, so
// that the login throttle does not answer the rest. The tests' data (their own units, persons and filings) is not on
// the target, so many calls are refused there: a refusal is checked against the document like any other answer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [trafficFile, target = 'http://127.0.0.1:3000', prismBin = 'prism'] = process.argv.slice(2);
if (!trafficFile) {
  console.error('usage: node scripts/prism-replay.mjs <traffic.jsonl> [target] [prism binary]');
  process.exit(2);
}
const PORT = 4010 + Math.floor(Math.random() * 500);
const proxy = `http://127.0.0.1:${PORT}`;

const docFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prism-')), 'openapi.json');
fs.writeFileSync(docFile, await (await fetch(`${target}/api/openapi.json`)).text());

const prism = spawn(prismBin, ['proxy', docFile, target, '--port', String(PORT), '--host', '127.0.0.1', '--errors', 'false'], { stdio: ['ignore', 'pipe', 'pipe'] });
const prismLog = [];
prism.stdout.on('data', (d) => prismLog.push(d));
prism.stderr.on('data', (d) => prismLog.push(d));
const stopPrism = () => prism.kill('SIGTERM');
process.on('exit', stopPrism);

async function waitForProxy() {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${proxy}/api/health/live`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  console.error(Buffer.concat(prismLog).toString());
  throw new Error('Prism did not start');
}
await waitForProxy();

const tokens = new Map();
async function tokenOf(user) {
  if (!tokens.has(user)) {
    const res = await fetch(`${target}/api/login/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: 'demo123' }) });
    const json = await res.json();
    tokens.set(user, json.code === 200 ? json.data.token : undefined);
  }
  return tokens.get(user);
}

const NOT_SENT = new Set(['/api/login/login', '/api/login/logout', '/api/userInfo/changePassword', '/api/userInfo/resetPassword']);
const lines = fs.readFileSync(trafficFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const counts = { sent: 0, skipped: 0, answered: {}, request: 0, response: 0 };
const responseViolations = new Map();
const requestViolations = new Map();
for (const call of lines) {
  const pathname = call.path.split('?')[0];
  // /api/test/… are handlers a test defines for itself (lib/server/http.test.ts): no server has them. A sign-out or a
  // password change would end the session the replay goes on using for that user.
  if (NOT_SENT.has(pathname) || !pathname.startsWith('/api/') || pathname.startsWith('/api/test/')) {
    counts.skipped++;
    continue;
  }
  const headers = { ...call.headers };
  delete headers['x-renshi-peer'];
  const token = call.as ? await tokenOf(call.as) : call.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(`${proxy}${call.path}`, { method: call.method, headers, body: call.method === 'GET' ? undefined : call.body });
    await res.arrayBuffer();
  } catch {
    counts.skipped++;
    continue;
  }
  counts.sent++;
  counts.answered[res.status] = (counts.answered[res.status] ?? 0) + 1;
  const header = res.headers.get('sl-violations');
  if (!header) continue;
  for (const v of JSON.parse(header)) {
    const where = v.location?.[0] === 'request' ? requestViolations : responseViolations;
    if (where === requestViolations) counts.request++; else counts.response++;
    const key = `${call.method} ${pathname} → ${res.status}: ${(v.location ?? []).join('.')} ${v.message}`;
    where.set(key, (where.get(key) ?? 0) + 1);
  }
}
stopPrism();

const top = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, n]) => `  ${String(n).padStart(5)} × ${k}`).join('\n');
console.log(`calls recorded: ${lines.length}; sent through Prism: ${counts.sent}; not sent (sign-ins, the tests' own handlers, unreachable): ${counts.skipped}`);
console.log(`answers by status: ${JSON.stringify(counts.answered)}`);
console.log(`response violations: ${counts.response}${counts.response ? `\n${top(responseViolations)}` : ''}`);
console.log(`request violations (the tests' deliberately bad input included): ${counts.request}${counts.request ? `\n${top(requestViolations)}` : ''}`);
process.exit(counts.response ? 1 : 0);
