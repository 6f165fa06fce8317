import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_FILE, sweepStaleBackupWork } from './archive.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-unfinished-backup-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;
const ARCHIVE = 'renshi-backup-20260101-020000.tar.gz';

/** `name` in `dir` as a backup's work file last touched at `mtime` (a directory for `.staging`). */
function workFile(dir: string, name: string, mtime: number): void {
  const file = path.join(dir, name);
  if (name.endsWith('.staging')) fs.mkdirSync(path.join(file, 'database'), { recursive: true });
  else fs.writeFileSync(file, 'half an archive');
  fs.utimesSync(file, mtime / 1000, mtime / 1000);
}

describe('the scheduled backup sweeping what a killed backup left', () => {
  it('removes the work files untouched for the given time, and keeps those touched since, the archives and other files', () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'sweep-'));
    const now = Date.parse('2026-11-27T02:00:00Z');
    workFile(dir, `${ARCHIVE}.partial`, now - HOUR);
    workFile(dir, `${ARCHIVE}.staging`, now - HOUR);
    workFile(dir, 'renshi-backup-20260102-020000.tar.gz.partial', now - HOUR + 1);
    workFile(dir, 'notes.txt.partial', now - 10 * HOUR);
    fs.writeFileSync(path.join(dir, 'renshi-backup-20251231-020000.tar.gz'), 'a whole archive');

    expect(sweepStaleBackupWork(dir, BACKUP_FILE, HOUR, now).sort()).toEqual([`${ARCHIVE}.partial`, `${ARCHIVE}.staging`]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'notes.txt.partial',
      'renshi-backup-20251231-020000.tar.gz',
      'renshi-backup-20260102-020000.tar.gz.partial',
    ]);
  });

  it('finds nothing to do in a directory that does not exist yet', () => {
    expect(sweepStaleBackupWork(path.join(scratch, 'none'), BACKUP_FILE, HOUR)).toEqual([]);
  });
});

describe('a process that exits while it writes a backup', () => {
  /**
   * A process writing a backup of a stand-in embedded database and 40 MB of uploads (random, so packing takes a while)
   * that exits as a shutdown past its budget does (process.exit) as soon as the archive's `.partial` appears.
   */
  function cutBackup(out: string, uploads: string): Promise<string> {
    const archive = path.resolve(__dirname, 'archive.mjs');
    const script = `
      import fs from 'node:fs';
      import { writeBackup } from ${JSON.stringify(archive)};
      const query = async (text) => (text.includes('count(*)') ? [{ n: 0 }] : [{ newest: 0 }]);
      const database = { kind: 'pglite', query, dump: async () => new Blob(['a dump']) };
      const watch = setInterval(() => {
        if (!fs.existsSync(${JSON.stringify(`${out}.partial`)})) return;
        console.log('cut');
        process.exit(0);
      }, 2);
      await writeBackup({ out: ${JSON.stringify(out)}, database, uploadsDir: ${JSON.stringify(uploads)}, migrationsDir: ${JSON.stringify(path.resolve(__dirname, '../db/migrations'))}, appVersion: 'test' });
      clearInterval(watch);
      console.log('finished');
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let said = '';
    child.stdout.on('data', (d) => (said += d));
    return new Promise((resolve) => child.once('exit', () => resolve(said.trim())));
  }

  it('removes its partial archive and staging directory on the way out, leaving no archive', async () => {
    const uploads = fs.mkdtempSync(path.join(scratch, 'uploads-'));
    fs.writeFileSync(path.join(uploads, 'big.bin'), randomBytes(40 * 1024 * 1024));
    const dir = fs.mkdtempSync(path.join(scratch, 'backups-'));
    const out = path.join(dir, ARCHIVE);

    expect(await cutBackup(out, uploads)).toBe('cut');
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);
});
