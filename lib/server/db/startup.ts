import 'server-only';
import { closeDatabase, getDatabase } from './client';

/**
 * Where scripts/server.mjs finds how to close the database once the requests in flight are done: the app's
 * modules are loaded by Next, so the server reaches them through this process-wide key.
 */
export const CLOSE_DATABASE = Symbol.for('renshi.closeDatabase');

/** Opens the process-wide database at server start; on failure prints why and exits with status 1. */
export async function openAtStart(): Promise<void> {
  (globalThis as Record<symbol, unknown>)[CLOSE_DATABASE] = closeDatabase;
  try {
    await getDatabase();
  } catch (e) {
    console.error(`数据库无法打开，服务器未启动 / The database cannot be opened, the server does not start:\n  ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
