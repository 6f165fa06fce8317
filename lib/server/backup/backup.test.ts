import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { POST as upload } from '@/app/api/Attachment/upload/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { getDb } from '../db/client';
import { backupNow, MIGRATIONS_DIR } from '.';
import * as tar from 'tar';
import { eachEntry, knownMigrations, MANIFEST, restoreBackup, verifyBackup, type Manifest, type RestoreTarget } from './archive.mjs';

withFreshDatabase();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-backup-test-'));
const PDF = samplePdf('备份恢复测试附件');
const TABLES = ['filing', 'filing_line', 'review_record', 'person_post_history', 'person_estab_history', 'person_title_history', 'attachment', 'person', 'unit'];
const onPostgres = Boolean(process.env.DATABASE_URL);
/** The dump a backup of the test's database is: PostgreSQL's is pg_dump's when it is on PATH (CI has it). */
const dumpFormat = !onPostgres ? 'pglite-datadir' : spawnSync('pg_dump', ['--version']).status === 0 ? 'pg_dump-custom' : 'logical-json';
let attachment: AttachmentItem;
let archive: string;
let manifest: Manifest;
const created: string[] = [];

type Rows = string[];

/** Each row as PostgreSQL writes it in JSON, so both sides compare alike whatever their drivers parse. */
const rowsOf = (table: string) => `select row_to_json(t)::text as r from "${table}" t order by id`;
const texts = (rows: unknown[]) => (rows as { r: string }[]).map((row) => row.r);

/** Rows of the test's own database (both drivers answer `{ rows }`, which Db leaves untyped). */
async function sourceQuery(text: string): Promise<unknown[]> {
  const db = await getDb();
  return ((await db.execute(sql.raw(text))) as unknown as { rows: unknown[] }).rows;
}

const sourceRows = async (table: string): Promise<Rows> => texts(await sourceQuery(rowsOf(table)));

async function sourceTables(tables: string[]): Promise<Record<string, Rows>> {
  const all: Record<string, Rows> = {};
  for (const table of tables) all[table] = await sourceRows(table);
  return all;
}

interface Target {
  target: RestoreTarget;
  uploads: string;
  rows(tables: string[]): Promise<Record<string, Rows>>;
  /** Puts something into the target's database (a stray file in PGlite's directory, a stray table in PostgreSQL). */
  occupy(): Promise<void>;
  /** Whether what `occupy` put there is still there. */
  occupied(): Promise<boolean>;
}

/** A target of the same kind as the test's database: a PGlite directory, or a new PostgreSQL database. */
async function newTarget(label: string): Promise<Target> {
  const uploads = path.join(scratch, `${label}-uploads`);
  if (!onPostgres) {
    const dataDir = path.join(scratch, `${label}-data`);
    const stray = path.join(dataDir, 'pgdata', 'stray');
    return {
      target: { kind: 'pglite', dataDir },
      uploads,
      rows: async (tables) => {
        const db = await PGlite.create(path.join(dataDir, 'pgdata'));
        try {
          const all: Record<string, Rows> = {};
          for (const table of tables) all[table] = texts((await db.query(rowsOf(table))).rows);
          return all;
        } finally {
          await db.close();
        }
      },
      occupy: async () => {
        fs.mkdirSync(path.dirname(stray), { recursive: true });
        fs.writeFileSync(stray, 'left behind');
      },
      occupied: async () => fs.existsSync(stray),
    };
  }
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${decodeURIComponent(base.pathname.slice(1))}_${label}`;
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: String(maintenance) });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  created.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const query = async (text: string) => {
    const client = new Client({ connectionString: String(url) });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    target: { kind: 'postgres', url: String(url) },
    uploads,
    rows: async (tables) => {
      const all: Record<string, Rows> = {};
      for (const table of tables) all[table] = texts(await query(rowsOf(table)));
      return all;
    },
    occupy: async () => {
      await query('create table stray (id int)');
    },
    occupied: async () => (await query(`select to_regclass('public.stray') is not null as found`))[0].found as boolean,
  };
}

/** A copy of `src` with `change` applied to each entry (an altered archive), packed as the backup packs it. */
async function rewrite(src: string, dst: string, change: (name: string, data: Buffer) => Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(scratch, 'rewrite-'));
  const names: string[] = [];
  await eachEntry(src, (name, data) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), change(name, data));
    names.push(name);
  });
  // The fastest gzip level: these copies are read once.
  await tar.create({ file: dst, cwd: dir, gzip: { level: 1 }, portable: true }, names);
  fs.rmSync(dir, { recursive: true, force: true });
  return dst;
}

const restore = (target: RestoreTarget, uploadsDir: string, file = archive, force = false) =>
  restoreBackup({ archive: file, target, uploadsDir, migrationsDir: MIGRATIONS_DIR, force });

beforeAll(async () => {
  process.env.UPLOAD_DIR = path.join(scratch, 'source-uploads');
  const jc = await loginAs('jc');
  const info = (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: jc })).json.data;
  const keys = Object.keys(unitKeyFields.shape);
  const unit = Object.fromEntries(Object.entries(info.unit).filter(([k, v]) => keys.includes(k) && v !== null));
  const actual = info.quota.find((q) => q.estabType === 'INST')!.actual;
  const establishment = {
    approvedTotal: actual - 5, quotaAdmin: 0, quotaInst: actual - 5, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 2,
    internalOrgCount: 6, docNo: '湖编〔2026〕61号', docDate: '2026-10-01',
  };
  const body = { filingType: 'UNIT_INFO', contactName: '李明华', contactPhone: '13857201234', header: { unit, establishment } };
  const filing = (await call<FilingDetail>(create, '/Filing/create', { body, token: jc })).json.data;
  const uploaded = await call<AttachmentItem>(upload, '/Attachment/upload', {
    body: { filingId: filing.id, category: '超编消化计划', fileName: '超编消化计划.pdf', content: PDF.toString('base64') }, token: jc,
  });
  expect(uploaded.status).toBe(200);
  attachment = uploaded.json.data;
  const submitted = await call(act, '/Filing/act', { body: { id: filing.id, version: filing.version, action: 'SUBMIT' }, token: jc });
  expect(submitted.status).toBe(200);
  archive = path.join(scratch, 'first.tar.gz');
  manifest = (await backupNow(archive)).manifest;
}, 120_000);

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  fs.rmSync(scratch, { recursive: true, force: true });
  if (created.length) {
    const maintenance = new URL(process.env.DATABASE_URL!);
    maintenance.pathname = '/postgres';
    const admin = new Client({ connectionString: String(maintenance) });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});

describe('a backup', () => {
  it('holds a manifest with the app version, the last migration, the counts and a checksum per entry', async () => {
    const count = async (t: string) => Number(((await sourceQuery(`select count(*)::int as n from "${t}"`))[0] as { n: number }).n);
    expect(manifest).toMatchObject({
      format: 'renshi-backup',
      appVersion: JSON.parse(fs.readFileSync('package.json', 'utf8')).version,
      migration: knownMigrations(MIGRATIONS_DIR).at(-1),
      database: { kind: onPostgres ? 'postgres' : 'pglite', format: dumpFormat },
      counts: { units: await count('unit'), persons: await count('person'), filings: await count('filing'), attachments: await count('attachment') },
    });
    expect(manifest.counts.filings).toBeGreaterThan(0);
    expect(manifest.files).toContainEqual({ path: path.join(attachment.sha256.slice(0, 2), attachment.sha256), sha256: attachment.sha256, size: PDF.length });
    const names: string[] = [];
    await eachEntry(archive, (name, data) => {
      names.push(name);
      if (name !== MANIFEST) expect(manifest.entries.find((e) => e.name === name)?.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    });
    expect(names).toEqual([...manifest.entries.map((e) => e.name), MANIFEST]);
    expect(names).toContain(`files/${attachment.sha256}`);
  });

  it('is refused by a target that holds data; with --force it replaces it: every filing, review record, person history row and attachment equal', async () => {
    const { target, uploads, rows, occupy, occupied } = await newTarget('r1');
    await occupy();
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'stray.txt'), 'left behind');
    await expect(restore(target, uploads)).rejects.toThrow(/the target is not empty, nothing was changed \(use --force/);
    expect(await occupied()).toBe(true);
    expect(fs.existsSync(path.join(uploads, 'stray.txt'))).toBe(true);

    const { counts } = await restore(target, uploads, archive, true);
    expect(counts).toEqual(manifest.counts);
    expect(await occupied()).toBe(false);
    expect(fs.existsSync(path.join(uploads, 'stray.txt'))).toBe(false);
    for (const table of ['filing', 'review_record', 'attachment', 'person_post_history']) expect((await sourceRows(table)).length).toBeGreaterThan(0);
    expect(await rows(TABLES)).toEqual(await sourceTables(TABLES));
    const restored = fs.readFileSync(path.join(uploads, attachment.sha256.slice(0, 2), attachment.sha256));
    expect(createHash('sha256').update(restored).digest('hex')).toBe(attachment.sha256);
  }, 120_000);

  // The refusals below come before anything is written: the target stays empty (an empty target is taken, and the
  // archive is what is refused), and the unaltered archive passes the same checks.
  it('refuses a backup from a newer schema and takes one from the same level', async () => {
    const newest = knownMigrations(MIGRATIONS_DIR).at(-1)!;
    const newer = await rewrite(archive, path.join(scratch, 'newer.tar.gz'), (name, data) =>
      name === MANIFEST ? Buffer.from(JSON.stringify({ ...JSON.parse(data.toString()), migration: { when: newest.when + 1, tag: '0099_future' } })) : data,
    );
    const { target, uploads } = await newTarget('r2');
    await expect(restore(target, uploads, newer)).rejects.toThrow(`the backup comes from a newer schema (0099_future) than this app knows (${newest.tag})`);
    expect(fs.existsSync(uploads)).toBe(false);
    await expect(verifyBackup(archive, MIGRATIONS_DIR)).resolves.toMatchObject({ migration: newest, counts: manifest.counts });
  });

  it('refuses an archive whose entry does not match its checksum, and a damaged one', async () => {
    const tampered = await rewrite(archive, path.join(scratch, 'tampered.tar.gz'), (name, data) => {
      if (name !== `files/${attachment.sha256}`) return data;
      const copy = Buffer.from(data);
      copy[copy.length - 1] ^= 0xff;
      return copy;
    });
    const { target, uploads } = await newTarget('r3');
    await expect(restore(target, uploads, tampered)).rejects.toThrow(`checksum mismatch: files/${attachment.sha256}`);
    expect(fs.existsSync(uploads)).toBe(false);
    const bytes = fs.readFileSync(archive);
    const truncated = path.join(scratch, 'truncated.tar.gz');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(verifyBackup(truncated, MIGRATIONS_DIR)).rejects.toThrow(/the backup archive is damaged/);
  });
});

(onPostgres ? describe : describe.skip)('a PostgreSQL backup without pg_dump', () => {
  it('is a logical dump that restore loads to equal rows', async () => {
    const { writeBackup } = await import('./archive.mjs');
    const logical = path.join(scratch, 'logical.tar.gz');
    const written = await writeBackup({
      out: logical, database: { kind: 'postgres', url: process.env.DATABASE_URL!, pgDump: false }, uploadsDir: process.env.UPLOAD_DIR!,
      migrationsDir: MIGRATIONS_DIR, appVersion: 'test',
    });
    expect(written.database.format).toBe('logical-json');
    const { target, uploads, rows } = await newTarget('r4');
    const { counts } = await restore(target, uploads, logical);
    expect(counts).toEqual(written.counts);
    expect(await rows(TABLES)).toEqual(await sourceTables(TABLES));
  }, 120_000);
});
