import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { BackupRunResult, BackupStatus } from '@/lib/contracts/backup';
import type { Db } from '../db/client';
import { systemLog } from '../db/schema';
import { ApiError } from '../errors';
import { nextRunAt } from '../jobs';
import { BACKUP_JOB, backupSettings, listBackups, runBackupNow } from '.';

/**
 * The backup settings with the next scheduled run (none without a BACKUP_DIR: nothing is scheduled then), the archives
 * in BACKUP_DIR and the last 20 runs of the backup job.
 */
export async function backupStatusOf(db: Db): Promise<BackupStatus> {
  const { dir, schedule, keep } = backupSettings();
  const nextRun = dir && schedule ? nextRunAt(schedule).toISOString() : null;
  const runs = await db
    .select({ at: systemLog.at, result: systemLog.result, detail: systemLog.detail })
    .from(systemLog)
    .where(eq(systemLog.action, `job.${BACKUP_JOB}`))
    .orderBy(desc(systemLog.id))
    .limit(20);
  return { dir, schedule, nextRunAt: nextRun, keep, files: listBackups(), runs: runs.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

/** Runs the backup job now for an admin; a run that did not happen is refused with its reason. */
export async function runBackupForAdmin(audit: { detail?: string }): Promise<BackupRunResult> {
  if (!backupSettings().dir) throw new ApiError(409, '未设置备份目录 BACKUP_DIR', null, 'BACKUP_DIR is not set');
  const run = await runBackupNow();
  if (run.outcome === 'skipped') throw new ApiError(409, `备份未执行：${run.detail}`, null, `The backup did not run: ${run.detail}`);
  audit.detail = `${run.outcome}: ${run.detail}`.slice(0, 2000);
  return { outcome: run.outcome, detail: run.detail, startedAt: run.startedAt, endedAt: run.endedAt };
}
