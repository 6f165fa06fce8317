import type { Manifest } from './archive.mjs';

export declare const dataDirOf: (env?: NodeJS.ProcessEnv) => string;
export declare const uploadsDirOf: (env?: NodeJS.ProcessEnv) => string;
export { holderOf, lockDataDir as lockDir } from '../db/dataDirLock.mjs';

export declare function askServer(options: {
  dataDir: string;
  pid: number;
  out: string;
  waitMs: number;
  migrationsDir: string;
  pollMs?: number;
}): Promise<Manifest>;
