#!/usr/bin/env node
// `npm run backup [-- --out FILE]`: one archive (.tar.gz) of the database and the uploaded files, with a manifest
// (lib/server/backup/archive.mjs). Default FILE: a new renshi-backup-<time>.tar.gz in BACKUP_DIR
// (default <DATA_DIR>/backups).
// - PostgreSQL (DATABASE_URL): dumped directly (pg_dump -Fc when on PATH, else a logical dump through `pg`).
// - Embedded database (DATA_DIR), no server running: this command opens the data directory itself, holding its lock.
// - Embedded database held by a running server: only that process may read it, so this command asks it (the local
//   trigger: a request file in DATA_DIR and SIGUSR2 to the PID in DATA_DIR/app.lock) and waits for its answer. The
//   server's shutdown waits for a backup it is writing; one stopped without answering leaves no partial archive.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newBackupPath, writeBackup } from '../lib/server/backup/archive.mjs';
import { askServer, dataDirOf, holderOf, lockDir, uploadsDirOf } from '../lib/server/backup/local.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const migrationsDir = path.join(root, 'lib/server/db/migrations');
const appVersion = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const args = process.argv.slice(2);
const WAIT_MS = Number(process.env.BACKUP_WAIT_MS || 30 * 60_000);

function option(flag) {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

function report(file, manifest) {
  const c = manifest.counts;
  console.log(`备份完成 / backup written: ${file}`);
  console.log(`  ${manifest.createdAt}, app ${manifest.appVersion}, migration ${manifest.migration.tag}, ${manifest.database.format}`);
  console.log(`  units ${c.units}, persons ${c.persons}, filings ${c.filings}, attachments ${c.attachments}, files ${c.files}`);
}

async function main() {
  const dataDir = dataDirOf();
  const backupDir = process.env.BACKUP_DIR || path.join(dataDir, 'backups');
  const out = path.resolve(option('--out') ?? newBackupPath(backupDir));
  if (!out.endsWith('.tar.gz')) throw new Error('--out 须以 .tar.gz 结尾 / --out must end with .tar.gz');
  const common = { out, uploadsDir: uploadsDirOf(), migrationsDir, appVersion };
  if (process.env.DATABASE_URL) {
    report(out, await writeBackup({ ...common, database: { kind: 'postgres', url: process.env.DATABASE_URL } }));
    return;
  }
  const pid = holderOf(dataDir);
  if (pid) {
    console.log(`数据库由运行中的服务器（进程 ${pid}）持有，请其生成备份 / the running server (process ${pid}) holds the database: asking it`);
    report(out, await askServer({ dataDir, pid, out, waitMs: WAIT_MS, migrationsDir }));
    return;
  }
  const pgdata = path.resolve(dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Error(`数据目录中没有数据库 / no database in ${pgdata}`);
  const release = lockDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(pgdata);
  try {
    const database = { kind: 'pglite', query: async (text) => (await db.query(text)).rows, dump: () => db.dumpDataDir('none') };
    report(out, await writeBackup({ ...common, database }));
  } finally {
    await db.close();
    release();
  }
}

main().catch((e) => {
  console.error(`备份失败 / backup failed: ${e.message}`);
  process.exit(1);
});
