import 'server-only';
import { getDatabase } from '../../db/client';
import { logger } from '../../observability/logger';
import { recoverImportJobs, STALE_AFTER_MS } from '.';

async function recover(staleOnly: boolean): Promise<void> {
  try {
    const { db } = await getDatabase();
    const failed = await recoverImportJobs(db, staleOnly ? new Date(Date.now() - STALE_AFTER_MS) : undefined);
    if (failed) logger().warn({ importJobs: failed }, 'import jobs left running by a stopped server were marked failed');
  } catch (err) {
    logger().error({ err }, 'the import jobs left running could not be marked failed');
  }
}

/**
 * At server start, before any request: the import jobs a stopped process left running are FAILED (a failure to say so
 * is logged, not fatal). The embedded database has one process, so every job left running is one. On PostgreSQL other
 * instances may be running theirs: only jobs whose record stopped being touched count, checked now and every minute
 * (an instance killed while others run is found without a restart).
 */
export async function recoverImportJobsAtStart(): Promise<void> {
  const { kind } = await getDatabase();
  await recover(kind === 'postgres');
  if (kind === 'postgres') setInterval(() => void recover(true), 60_000).unref();
}
