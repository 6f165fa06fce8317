import 'server-only';
import { getDb } from '../../db/client';
import { logger } from '../../observability/logger';
import { recoverImportJobs } from '.';

/** At server start, before any request: the import jobs a stopped process left running are FAILED (a failure to say so is logged, not fatal). */
export async function recoverImportJobsAtStart(): Promise<void> {
  try {
    const failed = await recoverImportJobs(await getDb());
    if (failed) logger().warn({ importJobs: failed }, 'import jobs left running by a stopped server were marked failed');
  } catch (err) {
    logger().error({ err }, 'the import jobs left running could not be marked failed');
  }
}
