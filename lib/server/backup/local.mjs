// What the backup and restore commands need of the running system's layout, by the same rules as the server:
// DATA_DIR and UPLOAD_DIR (lib/server/db/client.ts, lib/server/storage.ts) and the data directory's `app.lock`
// (lib/server/db/dataDirLock.mjs: the PID of the process that has the embedded database open).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../db/dataDirLock.mjs';
import { discardPartialBackup, verifyBackup } from './archive.mjs';

export const dataDirOf = (env = process.env) => env.DATA_DIR || '.data';
export const uploadsDirOf = (env = process.env) => env.UPLOAD_DIR || path.join(dataDirOf(env), 'uploads');

/** The live process holding `dir` and taking it the way the server does: the server's own lock module. */
export { holderOf, lockDataDir as lockDir } from '../db/dataDirLock.mjs';

/**
 * Asks the server `pid` holding `dataDir` for a backup to `out` (a request file, then SIGUSR2; see
 * listenForLocalBackups in lib/server/backup/index.ts) and waits at most `waitMs` for its answer. Resolves with the
 * manifest; rejects with the server's reason. A server that stops without answering (killed, or shut down past its
 * budget while writing) leaves no partial archive behind: what it left is removed, and an archive it completed is
 * checked and taken.
 */
export async function askServer({ dataDir, pid, out, waitMs, migrationsDir, pollMs = 250 }) {
  const id = randomUUID();
  const request = path.join(dataDir, `backup-request-${id}.json`);
  const response = path.join(dataDir, `backup-response-${id}.json`);
  fs.writeFileSync(`${request}.tmp`, JSON.stringify({ out }));
  fs.renameSync(`${request}.tmp`, request);
  const until = Date.now() + waitMs;
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    // gone already: found below
  }
  while (!fs.existsSync(response)) {
    if (!isAlive(pid)) {
      fs.rmSync(request, { force: true });
      discardPartialBackup(out);
      if (fs.existsSync(out)) return verifyBackup(out, migrationsDir);
      throw new Error(`服务器（进程 ${pid}）未完成备份即已停止，未留下备份文件 / the server (process ${pid}) stopped before finishing the backup; no archive was left`);
    }
    if (Date.now() > until) {
      fs.rmSync(request, { force: true });
      throw new Error(`服务器未在 ${waitMs / 1000} 秒内答复 / the server did not answer within ${waitMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const answer = JSON.parse(fs.readFileSync(response, 'utf8'));
  fs.rmSync(response, { force: true });
  if (!answer.ok) throw new Error(answer.error);
  return answer.manifest;
}
