// What the backup and restore commands need of the running system's layout, by the same rules as the server:
// DATA_DIR and UPLOAD_DIR (lib/server/db/client.ts, lib/server/storage.ts) and the data directory's `app.lock`
// (lib/server/db/dataDirLock.ts: the PID of the process that has the embedded database open).
import fs from 'node:fs';
import path from 'node:path';

export const dataDirOf = (env = process.env) => env.DATA_DIR || '.data';
export const uploadsDirOf = (env = process.env) => env.UPLOAD_DIR || path.join(dataDirOf(env), 'uploads');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/** The PID of the live process holding `dir`, if any. */
export function holderOf(dir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8').trim());
    return pid && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes `dir` the way the server does (so no server opens it meanwhile); returns the release, or throws naming the holder. */
export function lockDir(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'app.lock');
  const mine = String(process.pid);
  try {
    fs.writeFileSync(file, mine, { flag: 'wx' });
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    const holder = holderOf(dir);
    if (holder) throw new Error(`数据目录 ${path.resolve(dir)} 正被进程 ${holder} 使用 / data directory is held by process ${holder}`);
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
