#!/usr/bin/env node
// `npm run restore -- <archive> [--force]`: restores a backup (npm run backup) into the database named by the
// environment (DATABASE_URL, else DATA_DIR) and the uploads directory (UPLOAD_DIR, else <DATA_DIR>/uploads).
// Refuses a target that holds anything unless --force (which replaces it), an archive whose checksums do not match
// its manifest, and one from a newer schema than this app's migrations; nothing is changed when it refuses. A restore
// that fails later (a dump that does not load) or is interrupted leaves the target as it was: the new database and
// files are made beside it and put in place only once complete (restoreBackup in lib/server/backup/archive.mjs).
// Stop the server first (for the embedded database this command takes the data directory's lock). The server
// applies any newer migrations of this app when it next starts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreBackup } from '../lib/server/backup/archive.mjs';
import { dataDirOf, lockDir, uploadsDirOf } from '../lib/server/backup/local.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const force = args.includes('--force');
const archive = args.find((a) => !a.startsWith('--'));

async function main() {
  if (!archive) throw new Error('用法 / usage: npm run restore -- <archive.tar.gz> [--force]');
  const dataDir = dataDirOf();
  const url = process.env.DATABASE_URL;
  const release = url ? () => {} : lockDir(dataDir);
  try {
    const { manifest, counts } = await restoreBackup({
      archive: path.resolve(archive),
      target: url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir },
      uploadsDir: uploadsDirOf(),
      migrationsDir: path.join(root, 'lib/server/db/migrations'),
      force,
    });
    console.log(`恢复完成 / restored: ${archive} (${manifest.createdAt}, app ${manifest.appVersion}, migration ${manifest.migration.tag})`);
    console.log(`  units ${counts.units}, persons ${counts.persons}, filings ${counts.filings}, attachments ${counts.attachments}, files ${counts.files}`);
  } finally {
    release();
  }
}

main().catch((e) => {
  console.error(`恢复失败 / restore failed: ${e.message}`);
  process.exit(1);
});
