import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { currentServer, expect, test } from './support/fixtures';

/** The data directory of this worker's server: the `.data-e2e-*` directory whose lock names a live process. */
function dataDirOfCurrentServer(): { dir: string; pid: number } {
  const port = new URL(currentServer()).port;
  for (const name of fs.readdirSync('.').filter((n) => n.startsWith('.data-e2e-'))) {
    const lock = path.join(name, 'app.lock');
    if (!fs.existsSync(lock)) continue;
    const pid = Number(fs.readFileSync(lock, 'utf8').trim());
    const cmdline = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
    if (cmdline.includes(`\0${port}\0`)) return { dir: path.resolve(name), pid };
  }
  throw new Error(`no data directory held by the server on port ${port}`);
}

/** Sends `total` bytes as a chunked body and resolves with the answer and how much had been written by then. */
function chunkedPost(url: string, total: number): Promise<{ status: number; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    let written = 0;
    let answered = false;
    const piece = Buffer.alloc(256 * 1024, 0x61);
    const pump = () => {
      while (!answered && written < total) {
        written += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, written });
        req.destroy();
      });
    });
    req.on('error', (e) => (answered ? undefined : reject(e)));
    pump();
  });
}

test.describe('the server process', () => {
  test('a second server on the same data directory exits at once with the reason and status 1', async () => {
    const { dir, pid } = dataDirOfCurrentServer();
    const second = spawn(process.execPath, ['scripts/server.mjs', '-p', String(40000 + (pid % 20000)), '-H', '127.0.0.1'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout.on('data', (d) => (output += d));
    second.stderr.on('data', (d) => (output += d));
    const status = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(status).toBe(1);
    expect(output).toContain(`data directory is held by process ${pid}`);
    expect(output).not.toContain('ready on');
  });

  test('a chunked body past the limit is answered 413 while it is still being sent', async () => {
    const total = 200 * 1024 * 1024;
    const answer = await chunkedPost(`${currentServer()}/api/login/login`, total);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413 });
    expect(answer.written).toBeLessThan(total / 4);
  });

  test('oversize headers are answered 431 with the envelope', async ({ request }) => {
    const res = await request.get('/api/publicKey', { headers: { 'x-padding': 'a'.repeat(40_000) } });
    expect(res.status()).toBe(431);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(await res.json()).toMatchObject({ code: 431, data: null });
  });
});
