import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GET } from './route';
import pkg from '@/package.json';
import journal from '@/lib/server/db/migrations/meta/_journal.json';
import { getDatabase, setDatabase, type Database } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const newestMigration = Math.max(...journal.entries.map((e) => e.when));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-ready-'));
const savedUploadDir = process.env.UPLOAD_DIR;
let seeded: Promise<Database>;

beforeAll(() => {
  seeded = getDatabase();
});

beforeEach(() => {
  process.env.UPLOAD_DIR = path.join(scratch, 'uploads');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = savedUploadDir;
  setDatabase(seeded);
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs `check` with the seeded database's migration bookkeeping altered by `change`, and puts it back afterwards:
 * the test database itself stands in for one that is behind, without opening another.
 */
async function withBookkeeping(change: string, undo: string, check: () => Promise<void>): Promise<void> {
  const { db } = await seeded;
  await db.execute(sql.raw(change));
  try {
    await check();
  } finally {
    await db.execute(sql.raw(undo));
  }
}

const behindByOne = [
  `update drizzle.__drizzle_migrations set created_at = ${newestMigration - 1} where created_at = ${newestMigration}`,
  `update drizzle.__drizzle_migrations set created_at = ${newestMigration} where created_at = ${newestMigration - 1}`,
] as const;
const noBookkeeping = [
  'alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_aside',
  'alter table drizzle.__drizzle_migrations_aside rename to __drizzle_migrations',
] as const;

describe('GET /api/health/ready', () => {
  it('answers 200 with the status and the version only, to an anonymous caller', async () => {
    const { status, json } = await call(GET, '/health/ready');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 200, msg: 'success', data: { status: 'ok', version: pkg.version } });
  });

  it('creates an upload directory that is not there yet, parents included, and is ready', async () => {
    process.env.UPLOAD_DIR = path.join(scratch, 'not', 'yet', 'there');
    expect((await call(GET, '/health/ready')).status).toBe(200);
    expect(fs.readdirSync(process.env.UPLOAD_DIR)).toEqual([]);
  });

  it('answers 503 naming "uploads" when the upload directory cannot be written, and nothing of the error', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, '');
    process.env.UPLOAD_DIR = path.join(file, 'uploads');
    const { status, json } = await call(GET, '/health/ready', { headers: { 'accept-language': 'en' } });
    expect(status).toBe(503);
    expect(json).toEqual({ code: 503, msg: 'Not ready: uploads', data: { status: 'unavailable', version: pkg.version, failed: ['uploads'] } });
    expect(JSON.stringify(json)).not.toMatch(/ENOTDIR|a-file|renshi-ready/);
    expect((await call(GET, '/health/ready')).json.msg).toBe('服务未就绪：uploads');
  });

  it('answers 503 naming "database" alone when the database cannot be opened', async () => {
    const broken = Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432'));
    broken.catch(() => undefined);
    setDatabase(broken);
    const { status, json } = await call(GET, '/health/ready');
    expect(status).toBe(503);
    expect(json).toEqual({ code: 503, msg: '服务未就绪：database', data: { status: 'unavailable', version: pkg.version, failed: ['database'] } });
  });

  it('answers 503 naming "migrations" when the newest migration is not applied, or none is', async () => {
    for (const [change, undo] of [behindByOne, noBookkeeping]) {
      await withBookkeeping(change, undo, async () => {
        const { status, json } = await call(GET, '/health/ready');
        expect(status).toBe(503);
        expect(json.data).toEqual({ status: 'unavailable', version: pkg.version, failed: ['migrations'] });
      });
    }
  });

  it('is ready again once the newest migration is recorded as applied', async () => {
    await withBookkeeping(...behindByOne, async () => expect((await call(GET, '/health/ready')).status).toBe(503));
    expect((await call(GET, '/health/ready')).status).toBe(200);
  });

  it('names every failed check', async () => {
    const file = path.join(scratch, 'another-file');
    fs.writeFileSync(file, '');
    process.env.UPLOAD_DIR = path.join(file, 'uploads');
    await withBookkeeping(...noBookkeeping, async () => {
      const { json } = await call(GET, '/health/ready');
      expect(json.data).toEqual({ status: 'unavailable', version: pkg.version, failed: ['migrations', 'uploads'] });
      expect(json.msg).toBe('服务未就绪：migrations, uploads');
    });
  });
});
