import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POST as run } from './route';
import { POST as getList } from '../getList/route';
import type { BackupRunResult, BackupStatus } from '@/lib/contracts/backup';
import { MEMORY } from '@/lib/server/db/client';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-backup-api-'));
let admin: string;

beforeAll(async () => {
  process.env.BACKUP_DIR = path.join(scratch, 'backups');
  process.env.UPLOAD_DIR = path.join(scratch, 'uploads');
  process.env.BACKUP_KEEP = '1';
  admin = await loginAs('admin');
});

afterAll(() => {
  for (const k of ['BACKUP_DIR', 'UPLOAD_DIR', 'BACKUP_KEEP']) delete process.env[k];
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('/Backup/run and /Backup/getList', () => {
  it('is refused to anyone but admin', async () => {
    const jc = await loginAs('jc');
    expect((await call(run, '/Backup/run', { body: {}, token: jc })).status).toBe(403);
    expect((await call(getList, '/Backup/getList', { body: {}, token: jc })).status).toBe(403);
  });

  it('takes a backup now, lists it with the run, and keeps only BACKUP_KEEP archives', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, json } = await call<BackupRunResult>(run, '/Backup/run', { body: {}, token: admin });
      expect(status).toBe(200);
      expect(json.data).toMatchObject({ outcome: 'success', detail: expect.stringMatching(/^renshi-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz: \d+ units/) });
    }
    const { json } = await call<BackupStatus>(getList, '/Backup/getList', { body: {}, token: admin });
    expect(json.data).toMatchObject({ dir: process.env.BACKUP_DIR, schedule: '0 2 * * *', keep: 1 });
    expect(json.data.files).toHaveLength(1);
    expect(json.data.runs.length).toBeGreaterThanOrEqual(2);
    expect(json.data.runs[0]).toMatchObject({ result: 'success', detail: expect.stringContaining('deleted 1 older') });
  }, 180_000);

  describe('the schedule', () => {
    const status = async () => (await call<BackupStatus>(getList, '/Backup/getList', { body: {}, token: admin })).json.data;
    const withEnv = async (env: Record<string, string | undefined>, check: () => Promise<void>) => {
      const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
      const set = (values: Record<string, string | undefined>) => {
        for (const [k, v] of Object.entries(values)) {
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
        }
      };
      set(env);
      try {
        await check();
      } finally {
        set(saved);
      }
    };

    it('answers the default nightly 02:00 (China time) with its next run, the next 18:00 UTC within a day', async () => {
      const before = Date.now();
      const { schedule, nextRunAt } = await status();
      expect(schedule).toBe('0 2 * * *');
      expect(nextRunAt).toMatch(/^\d{4}-\d{2}-\d{2}T18:00:00\.000Z$/);
      const next = Date.parse(nextRunAt!);
      expect(next).toBeGreaterThan(before);
      expect(next - before).toBeLessThanOrEqual(24 * 3600_000);
    });

    it('answers BACKUP_CRON over BACKUP_TIME, and the older BACKUP_TIME alone as its cron expression', async () => {
      await withEnv({ BACKUP_CRON: '*/30 * * * *', BACKUP_TIME: '03:30' }, async () => {
        const before = Date.now();
        const { schedule, nextRunAt } = await status();
        expect(schedule).toBe('*/30 * * * *');
        expect(nextRunAt).toMatch(/T\d{2}:(00|30):00\.000Z$/);
        expect(Date.parse(nextRunAt!) - before).toBeLessThanOrEqual(30 * 60_000);
      });
      await withEnv({ BACKUP_CRON: undefined, BACKUP_TIME: '03:30' }, async () => {
        expect(await status()).toMatchObject({ schedule: '30 3 * * *', nextRunAt: expect.stringMatching(/T19:30:00\.000Z$/) });
      });
    });

    it('answers no schedule and no next run when off, and no next run without a BACKUP_DIR', async () => {
      await withEnv({ BACKUP_CRON: 'off' }, async () => {
        expect(await status()).toMatchObject({ schedule: null, nextRunAt: null });
      });
      await withEnv({ BACKUP_DIR: undefined, DATA_DIR: MEMORY }, async () => {
        expect(await status()).toMatchObject({ dir: null, schedule: '0 2 * * *', nextRunAt: null });
      });
    });
  });

  it('answers 409 naming BACKUP_DIR when there is nowhere to write', async () => {
    // No BACKUP_DIR and an in-memory database: nowhere to write (with a data directory the default is inside it).
    const dir = process.env.BACKUP_DIR;
    const dataDir = process.env.DATA_DIR;
    delete process.env.BACKUP_DIR;
    process.env.DATA_DIR = MEMORY;
    try {
      const { status, json } = await call(run, '/Backup/run', { body: {}, token: admin, headers: { 'accept-language': 'en' } });
      expect(status).toBe(409);
      expect(json.msg).toBe('BACKUP_DIR is not set');
      expect((await call(run, '/Backup/run', { body: {}, token: admin })).json.msg).toBe('未设置备份目录 BACKUP_DIR');
    } finally {
      process.env.BACKUP_DIR = dir;
      if (dataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = dataDir;
    }
  });
});
