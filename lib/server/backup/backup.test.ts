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
import { eachEntry, knownMigrations, MANIFEST, recoverInterruptedRestore, restoreBackup, verifyBackup, type Manifest, type RestoreTarget } from './archive.mjs';

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
  /** Whether the target's database is as a new one is: no directory (PGlite), no tables (PostgreSQL). */
  pristine(): Promise<boolean>;
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
      pristine: async () => !fs.existsSync(path.join(dataDir, 'pgdata')) && (!fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0),
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
    pristine: async () =>
      (await query(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`))[0].n === 0 &&
      (await query(`select count(*)::int as n from pg_namespace where nspname = 'drizzle'`))[0].n === 0,
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

/** A copy of `src` with `change` applied to the entry `entry` and the manifest naming the changed entry's checksum. */
async function altered(src: string, dst: string, entry: string, change: (data: Buffer) => Buffer): Promise<string> {
  let changed: Buffer = Buffer.alloc(0);
  // The manifest is the archive's last entry: the changed entry has gone by when it comes.
  return rewrite(src, dst, (name, data) => {
    if (name === entry) return (changed = change(data));
    if (name !== MANIFEST) return data;
    const m = JSON.parse(data.toString()) as Manifest;
    const sha256 = createHash('sha256').update(changed).digest('hex');
    m.entries = m.entries.map((e) => (e.name === entry ? { ...e, size: changed.length, sha256 } : e));
    return Buffer.from(JSON.stringify(m));
  });
}

/** `src` with its database dump cut in half: it passes every check made before anything is written and fails to load. */
const brokenDump = (src: string, dst: string) =>
  altered(src, dst, manifest.entries.find((e) => e.name.startsWith('database/'))!.name, (data) => data.subarray(0, Math.floor(data.length / 2)));

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

describe('a restore that fails part way', () => {
  const uploadedFile = (uploads: string) => path.join(uploads, attachment.sha256.slice(0, 2), attachment.sha256);
  let broken: string;
  beforeAll(async () => {
    broken = await brokenDump(archive, path.join(scratch, 'broken-dump.tar.gz'));
  }, 120_000);

  it('leaves an empty target empty and says what failed; a second attempt without --force then restores', async () => {
    const { target, uploads, rows, pristine } = await newTarget('f1');
    await expect(restore(target, uploads, broken)).rejects.toThrow(/^恢复失败，目标未做任何更改 \/ the restore failed and the target is as it was: ./);
    expect(await pristine()).toBe(true);
    expect(fs.existsSync(uploads)).toBe(false);

    const { counts } = await restore(target, uploads);
    expect(counts).toEqual(manifest.counts);
    expect(await rows(TABLES)).toEqual(await sourceTables(TABLES));
    expect(fs.existsSync(uploadedFile(uploads))).toBe(true);
    expect(fs.readdirSync(uploads)).not.toContain('.restoring');
  }, 120_000);

  it('with --force leaves the data it was to replace readable, files included', async () => {
    const { target, uploads, rows } = await newTarget('f2');
    await restore(target, uploads);
    const before = await rows(TABLES);
    await expect(restore(target, uploads, broken, true)).rejects.toThrow(/the restore failed and the target is as it was/);
    expect(await rows(TABLES)).toEqual(before);
    expect(before).toEqual(await sourceTables(TABLES));
    expect(createHash('sha256').update(fs.readFileSync(uploadedFile(uploads))).digest('hex')).toBe(attachment.sha256);
    expect(fs.readdirSync(uploads)).not.toContain('.restoring');
    if (target.kind === 'pglite') expect(fs.readdirSync(target.dataDir).sort()).toEqual(['pgdata']);
  }, 120_000);

  (onPostgres ? it.skip : it)('interrupted before its commit point, leaves what the next attempt removes before it restores', async () => {
    const { target, uploads, rows } = await newTarget('f3');
    if (target.kind !== 'pglite') return;
    const leftovers = [path.join(target.dataDir, 'pgdata.restoring', 'base', 'half-written'), path.join(uploads, '.restoring', 'ab', 'half-written')];
    for (const file of leftovers) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'cut off');
    }
    await restore(target, uploads);
    expect(await rows(TABLES)).toEqual(await sourceTables(TABLES));
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(['pgdata']);
    expect(fs.readdirSync(uploads)).not.toContain('.restoring');
  }, 120_000);

  (onPostgres ? it.skip : it)('interrupted after its commit point, is completed by the next attempt', async () => {
    const { target, uploads, rows } = await newTarget('f4');
    if (target.kind !== 'pglite') return;
    await restore(target, uploads);
    // The state of a restore stopped between writing its commit file and swapping: everything staged, nothing moved.
    fs.renameSync(path.join(target.dataDir, 'pgdata'), path.join(target.dataDir, 'pgdata.restoring'));
    fs.mkdirSync(path.join(uploads, '.restoring'));
    for (const name of fs.readdirSync(uploads).filter((n) => n !== '.restoring')) fs.renameSync(path.join(uploads, name), path.join(uploads, '.restoring', name));
    fs.writeFileSync(path.join(target.dataDir, 'restore-commit.json'), JSON.stringify({ archive, files: manifest.files.map((f) => f.path) }));

    expect(recoverInterruptedRestore(target, uploads)).toBe(true);
    expect(await rows(TABLES)).toEqual(await sourceTables(TABLES));
    expect(fs.existsSync(uploadedFile(uploads))).toBe(true);
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(['pgdata']);
    expect(fs.readdirSync(uploads)).not.toContain('.restoring');
    expect(recoverInterruptedRestore(target, uploads)).toBe(false);
  }, 120_000);
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
    const { target, uploads, rows, pristine } = await newTarget('r4');
    // A row that does not load fails the restore once the migrations and the tables before it are in: all rolled back.
    const badRow = await altered(logical, path.join(scratch, 'logical-bad.tar.gz'), 'database/tables/unit.jsonl', (data) =>
      Buffer.from(data.toString().replace(/"id":\d+/, '"id":"not a number"')),
    );
    await expect(restore(target, uploads, badRow)).rejects.toThrow(/the restore failed and the target is as it was: .*not a number/);
    expect(await pristine()).toBe(true);
    expect(fs.existsSync(uploads)).toBe(false);
    const { counts } = await restore(target, uploads, logical);
    expect(counts).toEqual(written.counts);
    expect(await rows(TABLES)).toEqual(await sourceTables(TABLES));
  }, 120_000);
});
