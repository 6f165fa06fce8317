import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLogs, type CapturedLogs } from '../observability/capture';
import { withFreshDatabase } from '../testing/database';
import { startJobs, stopJobs } from '../jobs';
import { LOCAL_BACKUP_JOB, MIGRATIONS_DIR, serveLocalBackups } from '.';
import { verifyBackup, type Manifest } from './archive.mjs';
import { askServer } from './local.mjs';

withFreshDatabase();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-local-backup-test-'));
let logs: CapturedLogs;

beforeAll(() => {
  process.env.UPLOAD_DIR = path.join(scratch, 'uploads');
});
afterAll(() => {
  delete process.env.UPLOAD_DIR;
  fs.rmSync(scratch, { recursive: true, force: true });
});
beforeEach(() => {
  logs = captureLogs();
  startJobs();
});
afterEach(async () => {
  await stopJobs(0);
  logs.restore();
});

/** A request as `npm run backup` leaves it for the server; resolves with the server's answer once there is one. */
function request(dir: string, id: string, out: string): () => { ok: boolean; error?: string; manifest?: Manifest } | undefined {
  fs.writeFileSync(path.join(dir, `backup-request-${id}.json`), JSON.stringify({ out }));
  return () => {
    const file = path.join(dir, `backup-response-${id}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  };
}

/** The files in `dir` other than the given ones. */
const othersIn = (dir: string, ...known: string[]) => fs.readdirSync(dir).filter((n) => !known.includes(n));

describe('a backup asked for by SIGUSR2 (npm run backup while the server runs)', () => {
  it('is a run of a job: the shutdown waits for it to finish before the database is closed, and it is answered', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'data-'));
    const out = path.join(dir, 'backups', 'renshi-backup-20260101-020000.tar.gz');
    const answer = request(dir, 'a1', out);
    const serving = serveLocalBackups(dir);
    // The run starts once the pending callbacks have run; stopping is asked for while it writes the archive.
    await new Promise((resolve) => setImmediate(resolve));
    expect(fs.existsSync(out)).toBe(false);
    const stopped = await stopJobs(120_000);
    expect(stopped).toEqual({ finished: [LOCAL_BACKUP_JOB], stillRunning: [] });
    // By the time the shutdown would close the database the archive is whole and the requester answered.
    expect(answer()).toMatchObject({ ok: true, file: out });
    await expect(verifyBackup(out, MIGRATIONS_DIR)).resolves.toMatchObject({ counts: answer()!.manifest!.counts });
    expect(othersIn(path.dirname(out), path.basename(out))).toEqual([]);
    expect(logs.lines().filter((l) => l.msg === `waiting for the job ${LOCAL_BACKUP_JOB} to finish`)).toHaveLength(1);
    await serving;
  }, 120_000);

  it('is refused with the reason once the server is stopping: answered, no archive and nothing partial written', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'data-'));
    const out = path.join(dir, 'backups', 'renshi-backup-20260101-020000.tar.gz');
    await stopJobs(1000);
    const answer = request(dir, 'a2', out);
    await serveLocalBackups(dir);
    expect(answer()).toEqual({ ok: false, error: '服务器正在停止，任务未运行 / the server is stopping, the job was not run' });
    expect(fs.existsSync(path.dirname(out))).toBe(false);
    expect(othersIn(dir, 'backup-response-a2.json')).toEqual([]);
  });
});

describe('the backup command asking the server', () => {
  /** A process standing for a server that is stopped (killed, or shut down past its budget) while it writes. */
  async function dyingServer(ms: number) {
    const child = spawn(process.execPath, ['-e', `process.on('SIGUSR2', () => {}); console.log('ready'); setTimeout(() => {}, ${ms})`], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    return child;
  }

  it('removes what a server that stopped before answering left, and says so', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'data-'));
    const out = path.join(dir, 'renshi-backup-20260101-020000.tar.gz');
    // What writeBackup has on disk while it packs the archive.
    fs.writeFileSync(`${out}.partial`, 'half an archive');
    fs.mkdirSync(`${out}.staging/database`, { recursive: true });
    fs.writeFileSync(`${out}.staging/database/pglite-datadir.tar`, 'a dump');
    const server = await dyingServer(500);
    const t0 = Date.now();
    await expect(askServer({ dataDir: dir, pid: server.pid!, out, waitMs: 60_000, migrationsDir: MIGRATIONS_DIR, pollMs: 50 })).rejects.toThrow(
      `the server (process ${server.pid}) stopped before finishing the backup; no archive was left`,
    );
    expect(Date.now() - t0).toBeGreaterThanOrEqual(400);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
