// What the backup and restore commands need of the running system's layout, by the same rules as the server:
// DATA_DIR and UPLOAD_DIR (lib/server/db/client.ts, lib/server/storage.ts) and the data directory's `app.lock`
// (lib/server/db/dataDirLock.mjs: the PID of the process that has the embedded database open).
import path from 'node:path';

export const dataDirOf = (env = process.env) => env.DATA_DIR || '.data';
export const uploadsDirOf = (env = process.env) => env.UPLOAD_DIR || path.join(dataDirOf(env), 'uploads');

/** The live process holding `dir` and taking it the way the server does: the server's own lock module. */
export { holderOf, lockDataDir as lockDir } from '../db/dataDirLock.mjs';
