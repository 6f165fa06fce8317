import 'server-only';
import { getDatabase } from './client';

/** Opens the process-wide database at server start; on failure prints why and exits with status 1. */
export async function openAtStart(): Promise<void> {
  try {
    const database = await getDatabase();
    const close = () => {
      database.close().catch(() => undefined).finally(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    };
    process.once('SIGTERM', close);
    process.once('SIGINT', close);
  } catch (e) {
    console.error(`数据库无法打开，服务器未启动 / The database cannot be opened, the server does not start:\n  ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
