import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own, and two processes on one directory silently lose writes.
 * Takes `<dir>/app.lock` holding this process's PID, refusing a directory a live process holds.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'app.lock');
  const mine = String(process.pid);
  try {
    fs.writeFileSync(file, mine, { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
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
