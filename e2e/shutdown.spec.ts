import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/** A scripts/server.mjs process of its own, on a data directory of its own (the flows' servers are not to be stopped). */
interface OwnServer {
  child: ChildProcess;
  origin: string;
  output(): string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await Promise.race([
    expect.poll(() => output, { timeout: 170_000 }).toContain('ready on'),
    exited.then((code) => {
      throw new Error(`the server exited with ${code} before it was ready:\n${output}`);
    }),
  ]);
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** A sign-in whose body is sent in two halves: the request is in flight until `finish` sends the rest. */
function signInInTwoHalves(origin: string) {
  const body = Buffer.from(JSON.stringify({ username: 'jc', password: 'demo123' }));
  const req = http.request(`${origin}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-request-id': 'shutdown-e2e-1' },
  });
  const answer = new Promise<{ status: number; requestId: unknown; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'], body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, 10));
  return { answer, finish: () => req.end(body.subarray(10)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe.serial('stopping the server', () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-shutdown-'));
  test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('on SIGTERM it takes no new connection, answers the request in flight, closes the database and exits 0', async () => {
    const server = await startServer(dataDir);
    const inFlight = signInInTwoHalves(server.origin);
    await sleep(300);
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output()).toContain('SIGTERM: no new connections');
    await expect(fetch(`${server.origin}/api/health/live`)).rejects.toThrow();

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(answer.requestId).toBe('shutdown-e2e-1');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 200, data: { token: expect.any(String) } });

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });

  test('the data directory it left opens again at once, and the server is ready', async () => {
    const server = await startServer(dataDir);
    const res = await fetch(`${server.origin}/api/health/ready`);
    expect(res.status).toBe(200);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  test('a request still running after SHUTDOWN_TIMEOUT_MS is cut off, and the server still closes the database and exits 0', async () => {
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = signInInTwoHalves(server.origin);
    stuck.answer.catch(() => undefined);
    await sleep(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
    expect(server.output()).toContain('cut off');
    await expect(stuck.answer).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });

  test('every answer carries X-Request-Id: an acceptable incoming one echoed, any other replaced, the 431 too', async () => {
    const server = await startServer(dataDir);
    try {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      for (const url of ['/api/health/live', '/api/openapi.json', '/api/nothing/here', '/']) {
        const echoed = await fetch(`${server.origin}${url}`, { headers: { 'x-request-id': 'lb-7.a_b' } });
        expect(echoed.headers.get('x-request-id')).toBe('lb-7.a_b');
        const replaced = await fetch(`${server.origin}${url}`, { headers: { 'x-request-id': 'x'.repeat(200) } });
        expect(replaced.headers.get('x-request-id')).toMatch(uuid);
        const fresh = await fetch(`${server.origin}${url}`);
        expect(fresh.headers.get('x-request-id')).toMatch(uuid);
      }
      const oversize = await fetch(`${server.origin}/api/publicKey`, { headers: { 'x-padding': 'a'.repeat(40_000) } });
      expect(oversize.status).toBe(431);
      expect(oversize.headers.get('x-request-id')).toMatch(uuid);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});
