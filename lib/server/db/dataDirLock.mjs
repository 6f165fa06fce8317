// The data directory's `app.lock`: PGlite has no lock of its own, and two processes on one directory silently lose
// writes. One module for the server (lib/server/db/client.ts), the backup and restore commands and the e2e server.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'app.lock';

/** Whether a process with this PID runs (one of another user's answers EPERM). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/** The PID of the live process other than this one holding `dir`, if any. */
export function holderOf(dir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim());
    return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `<dir>/app.lock` holding this process's PID, refusing a directory a live process holds (naming it) and
 * taking over one left by a process that is gone. Returns the release function, also run at exit.
 */
export function lockDataDir(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = String(process.pid);
  try {
    fs.writeFileSync(file, mine, { flag: 'wx' });
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    const holder = holderOf(dir);
    if (holder) {
      throw new Error(
        `数据目录 ${path.resolve(dir)} 正被进程 ${holder} 使用 / data directory is held by process ${holder}. ` +
          'Stop that process or set DATA_DIR to another directory.',
      );
    }
    fs.writeFileSync(file, mine);
  }
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === mine) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}
