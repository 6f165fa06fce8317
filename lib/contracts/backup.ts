import { z } from 'zod';
import { endpoint } from './endpoint';

export const backupFile = z.object({ name: z.string(), size: z.number().int(), modifiedAt: z.string() });
export type BackupFileItem = z.infer<typeof backupFile>;

export const backupRunItem = z.object({ at: z.string(), result: z.enum(['success', 'failure']), detail: z.string() });

export const backupStatus = z.object({
  /** BACKUP_DIR, or null when there is none (in-memory database without BACKUP_DIR). */
  dir: z.string().nullable(),
  /** The schedule, a 5-field cron expression in Asia/Shanghai (BACKUP_CRON), null when scheduled backups are off. */
  schedule: z.string().nullable(),
  /** When the next scheduled backup runs (ISO), null when none is scheduled (off, or no BACKUP_DIR). */
  nextRunAt: z.string().nullable(),
  keep: z.number().int(),
  files: z.array(backupFile),
  /** The last runs of the backup job from the system log, newest first. */
  runs: z.array(backupRunItem),
});
export type BackupStatus = z.infer<typeof backupStatus>;

export const backupRunResult = z.object({
  outcome: z.enum(['success', 'failure']),
  detail: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type BackupRunResult = z.infer<typeof backupRunResult>;

export const backupList = endpoint({
  method: 'POST', path: '/Backup/getList', tag: 'setting', access: ['admin'],
  summary: 'The backup settings (BACKUP_DIR, BACKUP_CRON with the next run, BACKUP_KEEP), the archives in BACKUP_DIR and the last runs of the backup job.',
  body: z.object({}).optional(), response: backupStatus,
});

export const backupRun = endpoint({
  method: 'POST', path: '/Backup/run', tag: 'setting', access: ['admin'], audit: 'backup.run',
  errors: [409],
  summary: 'Takes a backup now into BACKUP_DIR (the scheduled job, run at once) and answers how it went: 409 while one is running or without a BACKUP_DIR.',
  body: z.object({}).optional(), response: backupRunResult,
});

export const backupEndpoints = [backupList, backupRun];
