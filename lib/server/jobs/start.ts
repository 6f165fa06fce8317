import 'server-only';
import { backupSettings, listenForLocalBackups, registerBackupJob } from '../backup';
import { configuredKind } from '../db/kind';
import { registerEmbeddedVacuumJob } from '../db/vacuum';
import { registerCampaignRemindersJob } from '../services/campaignReminders';
import { registerEffectsJob } from '../services/filings/effects';
import { startJobs } from '.';

/**
 * The app's scheduled jobs, registered and started once the database is open (instrumentation.ts). A job of
 * another module is registered here too, so that one place lists what runs unattended.
 */
export function startScheduledJobs(): void {
  let settings;
  try {
    settings = backupSettings();
  } catch (e) {
    console.error(`备份设置无效，服务器未启动 / Invalid backup settings, the server does not start:\n  ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
  registerBackupJob(settings);
  listenForLocalBackups();
  registerEffectsJob();
  registerCampaignRemindersJob();
  if (configuredKind() === 'pglite') registerEmbeddedVacuumJob();
  startJobs();
}
