// Backup and restore of everything the system holds: the database and the uploaded files, in one .tar.gz.
// Plain JavaScript so that both the server (lib/server/backup/index.ts) and the command-line scripts
// (scripts/backup.mjs, scripts/restore.mjs, run by node without a TypeScript loader) use the same code.
// The .tar.gz is written and read by node-tar (`tar`), so `tar -tzf` lists it and `tar -xzf` unpacks it.
//
// The archive: `database/...` (one dump, see below), `files/<sha256>` (each uploaded file once, by content) and
// `manifest.json` last, which names the time, the app version, the last applied migration, the counts and the
// SHA-256 of every other entry; restore checks them all before it changes anything.
// Database dumps:
// - PGlite: `database/pglite-datadir.tar`, the data directory as PGlite's own dumpDataDir writes it, taken by the
//   process that has the database open.
// - PostgreSQL with pg_dump on PATH: `database/postgres.dump` (pg_dump -Fc, from an exported snapshot so that the
//   counts match it), loaded by pg_restore.
// - PostgreSQL without pg_dump: `database/tables/<table>.jsonl` (one JSON row a line) and `database/sequences.json`,
//   read in one repeatable-read transaction; restore migrates an empty database to the archive's migration level and
//   loads them.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';

export const MANIFEST = 'manifest.json';
const FORMAT = 'renshi-backup';
const FORMAT_VERSION = 1;
const PGLITE_DUMP = 'database/pglite-datadir.tar';
const PG_DUMP = 'database/postgres.dump';
const SEQUENCES = 'database/sequences.json';
const TABLE_PREFIX = 'database/tables/';
/** Where a restore stages the uploaded files, inside the upload directory (see restoreBackup). */
const STAGED_UPLOADS = '.restoring';

// node-tar refuses an archive that inflates more than 1000-fold (a guard against gzip bombs); a database dump is
// largely zeroed pages and can exceed that, and every entry is checked against the manifest anyway.
const READ = { strict: true, maxDecompressionRatio: Infinity };

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** An error whose message is meant for the operator as it is (zh / en). */
export class BackupError extends Error {}

/** The migrations this copy of the app knows, oldest first: `{ when, tag }` from drizzle's journal. */
export function knownMigrations(migrationsDir) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'));
  return journal.entries.map((e) => ({ when: Number(e.when), tag: e.tag }));
}

/** The last migration applied to a database, from drizzle's bookkeeping (`created_at` is the journal's `when`). */
async function appliedMigration(query, migrationsDir) {
  const rows = await query('select max(created_at) as newest from drizzle.__drizzle_migrations');
  const when = Number(rows[0]?.newest ?? 0);
  const known = knownMigrations(migrationsDir).find((m) => m.when === when);
  return { when, tag: known?.tag ?? 'unknown' };
}

const COUNTED = { units: 'unit', persons: 'person', filings: 'filing', attachments: 'attachment' };

async function countRows(query) {
  const counts = {};
  for (const [key, table] of Object.entries(COUNTED)) {
    counts[key] = Number((await query(`select count(*)::int as n from "${table}"`))[0].n);
  }
  return counts;
}

/** The major version of the `pg_dump` on PATH (e.g. 15 of "pg_dump (PostgreSQL) 15.14"), or undefined without one. */
function pgDumpMajor() {
  const r = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return undefined;
  const m = /\)\s*(\d+)/.exec(r.stdout);
  return m ? Number(m[1]) : undefined;
}

function onPath(command) {
  const r = spawnSync(command, ['--version'], { stdio: 'ignore' });
  return !r.error && r.status === 0;
}

/** Runs `command args`, feeding it `input` (a Buffer) if given; resolves with its standard output. */
function run(command, args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} exited with ${code}: ${Buffer.concat(err).toString().trim().slice(0, 2000)}`));
    });
    if (input) {
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
  });
}

/** The files under the uploads directory, as paths relative to it, with `/` separators (a restore's staging left out). */
function listFiles(dir) {
  const found = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch (e) {
      if (e.code === 'ENOENT') return;
      throw e;
    }
    for (const e of entries) {
      if (!rel && e.name === STAGED_UPLOADS) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile()) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

const publicTables = (client) =>
  client
    .query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
    .then((r) => r.rows.map((row) => row.tablename));

/**
 * The PostgreSQL dump entries and the counts, all from one snapshot. `usePgDump` undefined: pg_dump when one on PATH
 * can dump this server (pg_dump refuses a server of a newer major version than its own), else the logical dump.
 */
async function dumpPostgres(url, migrationsDir, usePgDump) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const query = async (text) => (await client.query(text)).rows;
    const counts = await countRows(query);
    const migration = await appliedMigration(query, migrationsDir);
    const serverVersion = (await query('show server_version'))[0].server_version;
    if (usePgDump === undefined) {
      const serverMajor = Math.floor(Number((await query('show server_version_num'))[0].server_version_num) / 10000);
      usePgDump = (pgDumpMajor() ?? 0) >= serverMajor;
    }
    const entries = [];
    let format;
    if (usePgDump) {
      const snapshot = (await query('select pg_export_snapshot() as s'))[0].s;
      const dump = await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '-d', url]);
      entries.push({ name: PG_DUMP, data: dump });
      format = 'pg_dump-custom';
    } else {
      for (const table of await publicTables(client)) {
        const rows = await query(`select row_to_json(t)::text as j from "${table}" t`);
        entries.push({ name: `${TABLE_PREFIX}${table}.jsonl`, data: Buffer.from(rows.map((r) => `${r.j}\n`).join('')) });
      }
      const sequences = [];
      for (const { relname } of await query(`select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public' order by relname`)) {
        const [s] = await query(`select last_value::text as "lastValue", is_called as "isCalled" from "${relname}"`);
        sequences.push({ name: relname, ...s });
      }
      entries.push({ name: SEQUENCES, data: Buffer.from(JSON.stringify(sequences)) });
      format = 'logical-json';
    }
    await client.query('commit');
    return { entries, counts, migration, database: { kind: 'postgres', format, serverVersion } };
  } finally {
    await client.end();
  }
}

/**
 * Writes one archive of the database and the uploaded files to `out` (which must not exist yet) and returns its
 * manifest. `database` is `{ kind: 'pglite', query(text) → rows, dump() → Blob }` (the open embedded database) or
 * `{ kind: 'postgres', url, pgDump?: boolean }` (pg_dump when on PATH unless `pgDump` is false).
 * The database is dumped first: uploaded files are stored by content and never rewritten, so every file the dump
 * refers to is on disk when the files are read after it.
 */
export async function writeBackup({ out, database, uploadsDir, migrationsDir, appVersion }) {
  let dumped;
  if (database.kind === 'pglite') {
    const counts = await countRows(database.query);
    const migration = await appliedMigration(database.query, migrationsDir);
    const data = Buffer.from(await (await database.dump()).arrayBuffer());
    dumped = { entries: [{ name: PGLITE_DUMP, data }], counts, migration, database: { kind: 'pglite', format: 'pglite-datadir' } };
  } else {
    dumped = await dumpPostgres(database.url, migrationsDir, database.pgDump);
  }
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  // The entries are laid out under `stage` by their names in the archive (uploaded files as links to themselves)
  // and packed in one go into `partial`, renamed to `out` once complete.
  const { partial, stage } = workFilesOf(out);
  discardPartialBackup(out);
  writing(out);
  const names = [];
  const entries = [];
  const files = [];
  const stored = new Set();
  const put = (name, data) => {
    const file = path.join(stage, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    names.push(name);
  };
  try {
    for (const e of dumped.entries) {
      put(e.name, e.data);
      entries.push({ name: e.name, size: e.data.length, sha256: sha256(e.data) });
    }
    for (const rel of listFiles(uploadsDir)) {
      const source = path.resolve(uploadsDir, rel);
      const data = fs.readFileSync(source);
      const hash = sha256(data);
      files.push({ path: rel, sha256: hash, size: data.length });
      if (stored.has(hash)) continue;
      stored.add(hash);
      const name = `files/${hash}`;
      linkOrCopy(source, path.join(stage, name));
      names.push(name);
      entries.push({ name, size: data.length, sha256: hash });
    }
    const manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion,
      migration: dumped.migration,
      database: dumped.database,
      counts: { ...dumped.counts, files: files.length },
      entries,
      files,
    };
    put(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.create({ file: partial, cwd: stage, gzip: true, portable: true, follow: true, strict: true }, names);
    if (fs.existsSync(out)) throw new BackupError(`备份文件已存在 / the backup file already exists: ${out}`);
    fs.renameSync(partial, out);
    return manifest;
  } catch (e) {
    fs.rmSync(partial, { force: true });
    throw e;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    unfinished.delete(out);
  }
}

/** The files a backup to `out` writes before `out` itself: a process stopped while writing leaves them. */
const workFilesOf = (out) => ({ partial: `${out}.partial`, stage: `${out}.staging` });

/**
 * The archives this process is writing. A process that exits in the middle of one (a shutdown whose budget ran out
 * while a scheduled backup was being packed) removes what it had written on the way out; `exit` handlers run
 * synchronously, so the removal is synchronous too.
 */
const unfinished = new Set();
let exitHandled = false;
function writing(out) {
  unfinished.add(out);
  if (exitHandled) return;
  exitHandled = true;
  process.once('exit', discardUnfinishedBackups);
}

/** Removes the work files of every archive this process has started and not finished. */
export function discardUnfinishedBackups() {
  for (const out of unfinished) discardPartialBackup(out);
  unfinished.clear();
}

/**
 * Removes from `dir` the work files (`.partial`, `.staging`) of archives named like `pattern` that no process has
 * touched for `olderThanMs`: what a process killed while writing a backup left. Another instance writing into the
 * same directory touches its files all the time, so the age keeps them. Returns the names removed.
 */
export function sweepStaleBackupWork(dir, pattern, olderThanMs, now = Date.now()) {
  if (!fs.existsSync(dir)) return [];
  const removed = [];
  for (const name of fs.readdirSync(dir)) {
    const work = /^(.*)\.(partial|staging)$/.exec(name);
    if (!work || !pattern.test(work[1]) || unfinished.has(path.join(dir, work[1]))) continue;
    const file = path.join(dir, name);
    if (now - fs.statSync(file).mtimeMs < olderThanMs) continue;
    fs.rmSync(file, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Removes what an unfinished backup to `out` left (never `out`, which is only ever a complete archive). */
export function discardPartialBackup(out) {
  const { partial, stage } = workFilesOf(out);
  fs.rmSync(partial, { force: true });
  fs.rmSync(stage, { recursive: true, force: true });
}

/** A symbolic link at `link` to `target` (packed as the file it points to), or a copy where links cannot be made. */
function linkOrCopy(target, link) {
  fs.mkdirSync(path.dirname(link), { recursive: true });
  try {
    fs.symlinkSync(target, link);
  } catch {
    fs.copyFileSync(target, link);
  }
}

/** node-tar reads type `0` as File and the pre-POSIX NUL type as OldFile; both are regular files. */
const isFile = (entry) => entry.type === 'File' || entry.type === 'OldFile';

/**
 * Calls `onEntry(name, data)` with each regular file of the .tar.gz `archive`, in order. Rejects when the archive is
 * damaged (gzip, a header, cut short: node-tar's warnings are errors with `strict`) or when `onEntry` throws.
 */
export async function eachEntry(archive, onEntry) {
  let failure;
  await tar.list({
    ...READ,
    file: archive,
    onReadEntry: (entry) => {
      if (!isFile(entry)) return;
      const chunks = [];
      entry.on('data', (c) => chunks.push(c));
      entry.on('end', () => {
        if (failure) return;
        try {
          onEntry(entry.path, Buffer.concat(chunks));
        } catch (e) {
          failure = e;
        }
      });
    },
  });
  if (failure) throw failure;
}

/**
 * Reads the whole archive, checks it against its manifest (every entry's SHA-256 and size, nothing missing or extra)
 * and against this app's migrations, and returns the manifest. Throws a BackupError saying what is wrong.
 */
export async function verifyBackup(archive, migrationsDir) {
  if (!fs.existsSync(archive)) throw new BackupError(`备份文件不存在 / no such backup file: ${archive}`);
  const seen = new Map();
  let manifestText;
  try {
    // Hashed as they stream by: an archive may hold more than fits in memory at once.
    await tar.list({
      ...READ,
      file: archive,
      onReadEntry: (entry) => {
        if (!isFile(entry)) return;
        const name = entry.path;
        const hash = createHash('sha256');
        const chunks = [];
        let size = 0;
        entry.on('data', (c) => {
          size += c.length;
          if (name === MANIFEST) chunks.push(c);
          else hash.update(c);
        });
        entry.on('end', () => {
          if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
          else seen.set(name, { size, sha256: hash.digest('hex') });
        });
      },
    });
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw new BackupError(`备份文件已损坏 / the backup archive is damaged: ${e.message}`);
  }
  let manifest;
  try {
    manifest = manifestText === undefined ? undefined : JSON.parse(manifestText);
  } catch {
    manifest = undefined;
  }
  if (!manifest || manifest.format !== FORMAT) throw new BackupError('不是本系统的备份文件（缺少清单） / not a backup of this system: no manifest');
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupError(`备份格式版本 ${manifest.formatVersion} 较新，请先升级系统 / backup format ${manifest.formatVersion} is newer than this app reads (${FORMAT_VERSION})`);
  }
  for (const e of manifest.entries) {
    const got = seen.get(e.name);
    if (!got) throw new BackupError(`备份缺少 ${e.name} / the archive lacks ${e.name}`);
    if (got.sha256 !== e.sha256 || got.size !== e.size) throw new BackupError(`校验和不符：${e.name} / checksum mismatch: ${e.name}`);
    seen.delete(e.name);
  }
  if (seen.size) throw new BackupError(`备份含清单之外的条目 / entries not in the manifest: ${[...seen.keys()].slice(0, 5).join(', ')}`);
  const hashes = new Set(manifest.entries.map((e) => e.sha256));
  for (const f of manifest.files) {
    if (!hashes.has(f.sha256)) throw new BackupError(`备份缺少文件 ${f.path} / the archive lacks the content of ${f.path}`);
    if (!safeRelative(f.path)) throw new BackupError(`备份中的文件路径无效 / invalid file path in the manifest: ${f.path}`);
  }
  const newest = knownMigrations(migrationsDir).at(-1);
  if (manifest.migration.when > (newest?.when ?? 0)) {
    throw new BackupError(
      `备份来自较新的数据库结构（${manifest.migration.tag}），本系统只到 ${newest?.tag}，请先升级系统 / ` +
        `the backup comes from a newer schema (${manifest.migration.tag}) than this app knows (${newest?.tag}): upgrade the app first`,
    );
  }
  return manifest;
}

function safeRelative(rel) {
  return typeof rel === 'string' && rel.length > 0 && !path.isAbsolute(rel) && !rel.split(/[\\/]/).some((p) => p === '..' || p === '');
}

// A restore changes nothing in place until everything it brings is ready beside the target:
// - the uploads go to `<UPLOAD_DIR>/.restoring/` (inside the upload directory, which may be a mount point of its own)
//   and are moved into place file by file at the end; uploaded files are named by their content, so a file already
//   at a path holds the same bytes as the one moved over it;
// - PGlite: the database is loaded into `<DATA_DIR>/pgdata.restoring` and swapped with `pgdata` by renames, the old
//   one set aside as `pgdata.previous` and deleted once the new one is in place. `<DATA_DIR>/restore-commit.json`,
//   written just before the swap, lists the restored files: a restore interrupted after it is completed by the next
//   run, one interrupted before it leaves the target as it was and its leftovers are removed by the next run;
// - PostgreSQL: one transaction (with --force it also drops the old schemas), committed only when the whole dump
//   has loaded. The uploads are added beside the current ones before it (the current data names none of the new
//   files, so they change nothing it reads), and those the restored data does not name are deleted after the commit:
//   a restore stopped at any point leaves a database whose files are all in place, at worst with unnamed files beside.
const COMMIT = 'restore-commit.json';
const stagedDb = (dataDir) => path.resolve(dataDir, 'pgdata.restoring');
const previousDb = (dataDir) => path.resolve(dataDir, 'pgdata.previous');

function nonEmptyDir(dir, ignore = []) {
  try {
    return fs.readdirSync(dir).some((name) => !ignore.includes(name));
  } catch (e) {
    if (e.code === 'ENOENT') return false;
    throw e;
  }
}

/** What the target already holds (a reason per kind), empty when it is empty. */
async function targetContents(target, uploadsDir) {
  const found = [];
  if (target.kind === 'pglite') {
    if (nonEmptyDir(path.join(target.dataDir, 'pgdata'))) found.push(`数据库 / database ${path.resolve(target.dataDir, 'pgdata')}`);
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_tables where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')`,
      );
      if (rows[0].n > 0) found.push(`数据库 / database (${rows[0].n} tables)`);
    } finally {
      await client.end();
    }
  }
  if (nonEmptyDir(uploadsDir, [STAGED_UPLOADS])) found.push(`上传文件 / uploads ${path.resolve(uploadsDir)}`);
  return found;
}

/**
 * Moves the staged uploads into place, adding to what is there; returns the paths that were not there before. A file
 * already at a path holds the same bytes (uploads are named by their content), so nothing the current data names changes.
 */
function addStagedUploads(uploadsDir) {
  const staged = path.join(uploadsDir, STAGED_UPLOADS);
  const added = [];
  for (const rel of listFiles(staged)) {
    const full = path.join(uploadsDir, rel);
    if (!fs.existsSync(full)) added.push(rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.renameSync(path.join(staged, rel), full);
  }
  fs.rmSync(staged, { recursive: true, force: true });
  return added;
}

/** Deletes the uploaded files the restored database does not name (those of the data it replaced), then empty folders. */
function removeUnnamedUploads(uploadsDir, keep) {
  const kept = new Set(keep);
  for (const rel of listFiles(uploadsDir)) if (!kept.has(rel)) fs.rmSync(path.join(uploadsDir, rel), { force: true });
  removeEmptyFolders(uploadsDir);
}

function removeEmptyFolders(uploadsDir) {
  for (const name of fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []) {
    const dir = path.join(uploadsDir, name);
    if (fs.statSync(dir).isDirectory() && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
}

/** Both steps: the staged uploads in place, the ones the restored data does not name gone. Each can be run again. */
function placeUploads(uploadsDir, keep) {
  addStagedUploads(uploadsDir);
  removeUnnamedUploads(uploadsDir, keep);
}

/** Puts the staged PGlite directory in place of `pgdata`, then the uploads; run again, it completes an interrupted one. */
function swapInPglite(dataDir, uploadsDir, keep) {
  const live = path.resolve(dataDir, 'pgdata');
  if (fs.existsSync(stagedDb(dataDir))) {
    if (fs.existsSync(live)) {
      fs.rmSync(previousDb(dataDir), { recursive: true, force: true });
      fs.renameSync(live, previousDb(dataDir));
    }
    fs.renameSync(stagedDb(dataDir), live);
  }
  placeUploads(uploadsDir, keep);
  fs.rmSync(previousDb(dataDir), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, COMMIT), { force: true });
}

/**
 * What an earlier restore left when it was stopped part way (the process killed, the machine down): one that had
 * reached its commit point is completed, the leftovers of one that had not are removed. Returns whether one was completed.
 */
export function recoverInterruptedRestore(target, uploadsDir) {
  if (target.kind === 'pglite') {
    const commit = path.join(target.dataDir, COMMIT);
    if (fs.existsSync(commit)) {
      swapInPglite(target.dataDir, uploadsDir, JSON.parse(fs.readFileSync(commit, 'utf8')).files);
      return true;
    }
    fs.rmSync(stagedDb(target.dataDir), { recursive: true, force: true });
    fs.rmSync(previousDb(target.dataDir), { recursive: true, force: true });
  }
  fs.rmSync(path.join(uploadsDir, STAGED_UPLOADS), { recursive: true, force: true });
  return false;
}

/** A copy of the migrations folder whose journal stops at `when`, so drizzle migrates to exactly that level. */
function migrationsUpTo(migrationsDir, when) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-migrations-'));
  fs.cpSync(migrationsDir, dir, { recursive: true });
  const file = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8'));
  journal.entries = journal.entries.filter((e) => Number(e.when) <= when);
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

/** With --force, the old schemas go in the restore's own transaction: a failed restore keeps them. */
const DROP_OLD = 'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;';

/** A pg_dump archive loaded in one transaction: pg_restore writes it out as SQL, psql runs it between BEGIN and COMMIT. */
async function loadPgDump(url, dump, replace) {
  const script = await run('pg_restore', ['--no-owner', '--no-privileges', '-f', '-'], dump);
  // BEGIN and COMMIT are in the input, not psql's --single-transaction: input cut short (this process killed while
  // feeding it) then ends without COMMIT and is rolled back, and ON_ERROR_STOP ends the session at the first error.
  const input = Buffer.concat([Buffer.from(`BEGIN;\n${replace ? DROP_OLD : ''}\n`), script, Buffer.from('\nCOMMIT;\n')]);
  await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url], input);
}

/**
 * A logical dump loaded in one transaction: the migrations up to the archive's level (applied and recorded as
 * drizzle's migrator does, which would commit a transaction of its own), then the rows.
 */
async function loadLogical(url, dump, migrationsDir, when, replace) {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const folder = migrationsUpTo(migrationsDir, when);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    if (replace) await client.query(DROP_OLD);
    await client.query('create schema if not exists drizzle');
    await client.query('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
    for (const migration of readMigrationFiles({ migrationsFolder: folder })) {
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
    }
    // Foreign keys are dropped while the rows go in (in any order) and added back after, which checks them all.
    const { rows: keys } = await client.query(
      `select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
    );
    for (const k of keys) await client.query(`alter table ${k.tbl} drop constraint "${k.name}"`);
    // Some migrations insert rows (policy_setting's defaults) and the archive holds every row each table had, so
    // those tables are emptied first; only those, as some tables refuse TRUNCATE (system_log is append-only).
    const filled = [];
    for (const [table] of dump.tables) {
      if ((await client.query(`select exists (select 1 from "${table}") as filled`)).rows[0].filled) filled.push(`"${table}"`);
    }
    if (filled.length) await client.query(`truncate table ${filled.join(', ')}`);
    for (const [table, lines] of dump.tables) {
      for (let i = 0; i < lines.length; i += 500) {
        await client.query(
          `insert into "${table}" overriding system value select * from json_populate_recordset(null::"${table}", $1::json)`,
          [`[${lines.slice(i, i + 500).join(',')}]`],
        );
      }
    }
    for (const k of keys) await client.query(`alter table ${k.tbl} add constraint "${k.name}" ${k.def}`);
    for (const s of dump.sequences) await client.query(`select setval('"${s.name}"', $1::bigint, $2)`, [s.lastValue, s.isCalled]);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function countPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countRows(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Restores `archive` into `target` (`{ kind: 'pglite', dataDir }` — the caller holds its lock — or
 * `{ kind: 'postgres', url }`) and `uploadsDir`. Refuses a target that holds anything unless `force` (which then
 * replaces it), and an archive that fails `verifyBackup`; nothing is changed before both checks pass. A restore that
 * fails after them (a dump that does not load, an entry that changed since it was checked) leaves the target as it was
 * (see the staging above) and throws saying so. Returns the manifest and the counts found in the restored database.
 */
export async function restoreBackup({ archive, target, uploadsDir, migrationsDir, force = false }) {
  recoverInterruptedRestore(target, uploadsDir);
  const occupied = await targetContents(target, uploadsDir);
  if (occupied.length && !force) {
    throw new BackupError(`目标不是空的，未做任何更改（确认覆盖请加 --force） / the target is not empty, nothing was changed (use --force to replace it): ${occupied.join('; ')}`);
  }
  const manifest = await verifyBackup(archive, migrationsDir);
  const kind = manifest.database.kind;
  if (kind !== target.kind) {
    throw new BackupError(`备份来自 ${kind}，目标是 ${target.kind} / the backup holds a ${kind} database, the target is ${target.kind}`);
  }
  if (manifest.database.format === 'pg_dump-custom' && !(onPath('pg_restore') && onPath('psql'))) {
    throw new BackupError('此备份由 pg_dump 生成，需要 PATH 上的 pg_restore 和 psql / this backup was made by pg_dump: pg_restore and psql must be on PATH');
  }
  const holds = (name) => manifest.entries.some((e) => e.name === name);
  const dumped = { 'pglite-datadir': holds(PGLITE_DUMP), 'pg_dump-custom': holds(PG_DUMP), 'logical-json': holds(SEQUENCES) };
  if (!dumped[manifest.database.format]) throw new BackupError('备份中没有数据库 / the archive holds no database dump');

  const created = [target.kind === 'pglite' && target.dataDir, uploadsDir].filter((dir) => dir && !fs.existsSync(dir));
  const staged = path.join(uploadsDir, STAGED_UPLOADS);
  const keep = manifest.files.map((f) => f.path);
  let counts;
  let committed = false;
  let added = [];
  try {
    const expected = new Map(manifest.entries.map((e) => [e.name, e.sha256]));
    const byHash = new Map(manifest.files.map((f) => [f.sha256, []]));
    for (const f of manifest.files) byHash.get(f.sha256).push(f.path);
    const dump = { pglite: undefined, pgDump: undefined, tables: [], sequences: [] };
    fs.mkdirSync(staged, { recursive: true });
    await eachEntry(archive, (name, data) => {
      // Checked again as it is read: the file may have changed since verifyBackup read it.
      if (name !== MANIFEST && expected.get(name) !== sha256(data)) throw new BackupError(`校验和不符：${name} / checksum mismatch: ${name}`);
      if (name === PGLITE_DUMP) dump.pglite = data;
      else if (name === PG_DUMP) dump.pgDump = data;
      else if (name.startsWith(TABLE_PREFIX)) {
        const lines = data.toString('utf8').split('\n').filter(Boolean);
        dump.tables.push([name.slice(TABLE_PREFIX.length, -'.jsonl'.length), lines]);
      } else if (name === SEQUENCES) {
        dump.sequences = JSON.parse(data.toString('utf8'));
      } else if (name.startsWith('files/')) {
        for (const rel of byHash.get(name.slice('files/'.length)) ?? []) {
          const full = path.join(staged, rel);
          fs.mkdirSync(path.dirname(full), { recursive: true });
          fs.writeFileSync(full, data);
        }
      }
    });
    if (target.kind === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      fs.mkdirSync(target.dataDir, { recursive: true });
      const db = await PGlite.create(stagedDb(target.dataDir), { loadDataDir: new Blob([dump.pglite]) });
      try {
        counts = await countRows(async (text) => (await db.query(text)).rows);
      } finally {
        await db.close();
      }
      fs.writeFileSync(path.join(target.dataDir, COMMIT), JSON.stringify({ archive, files: keep }));
      committed = true;
      swapInPglite(target.dataDir, uploadsDir, keep);
    } else {
      added = addStagedUploads(uploadsDir);
      if (manifest.database.format === 'pg_dump-custom') await loadPgDump(target.url, dump.pgDump, occupied.length > 0);
      else await loadLogical(target.url, dump, migrationsDir, manifest.migration.when, occupied.length > 0);
      committed = true;
      removeUnnamedUploads(uploadsDir, keep);
      counts = await countPostgres(target.url);
    }
  } catch (e) {
    if (committed && target.kind === 'pglite') {
      throw new BackupError(`恢复已提交但未完成，请再次运行恢复命令完成 / the restore was committed but not completed; run the restore again to complete it: ${e.message}`);
    }
    if (committed) throw new BackupError(`数据库和上传文件已恢复，但被替换数据的旧文件未全部删除 / the database and its files are restored, but some files of the replaced data were not deleted: ${e.message}`);
    if (target.kind === 'pglite') fs.rmSync(stagedDb(target.dataDir), { recursive: true, force: true });
    for (const rel of added) fs.rmSync(path.join(uploadsDir, rel), { force: true });
    removeEmptyFolders(uploadsDir);
    fs.rmSync(staged, { recursive: true, force: true });
    for (const dir of created.reverse()) fs.rmSync(dir, { recursive: true, force: true });
    throw new BackupError(`恢复失败，目标未做任何更改 / the restore failed and the target is as it was: ${e.message}`);
  }
  return { manifest, counts: { ...counts, files: manifest.files.length } };
}

/** The names backups are written under (and the only files BACKUP_KEEP ever deletes). */
export const BACKUP_FILE = /^renshi-backup-\d{8}-\d{6}(?:-\d+)?\.tar\.gz$/;

/** A path in `dir` for a backup taken now, named by the time in Asia/Shanghai (UTC+8), not yet taken. */
export function newBackupPath(dir, now = new Date()) {
  const t = new Date(now.getTime() + 8 * 3600_000).toISOString();
  const stem = `renshi-backup-${t.slice(0, 10).replaceAll('-', '')}-${t.slice(11, 19).replaceAll(':', '')}`;
  for (let i = 0; ; i++) {
    const file = path.join(dir, i ? `${stem}-${i}.tar.gz` : `${stem}.tar.gz`);
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.partial`)) return file;
  }
}

/** Deletes the oldest backups in `dir` beyond the newest `keep`; returns the names deleted. */
export function pruneBackups(dir, keep) {
  const names = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((n) => BACKUP_FILE.test(n));
  const byAge = names
    .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name, 'en', { numeric: true }));
  const removed = byAge.slice(Math.max(0, keep)).map((b) => b.name);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
