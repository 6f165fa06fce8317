/**
 * Runs once when the server starts, before it answers anything: opens (and on first start migrates and seeds) the
 * database, so a server that cannot have it — another process holds the data directory, PostgreSQL is unreachable —
 * stops at once with the reason and status 1 instead of saying Ready and answering 500. Then marks FAILED the import
 * jobs a stopped server left running, and starts the scheduled jobs (lib/server/jobs), which need the database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { openAtStart } = await import('./lib/server/db/startup');
  await openAtStart();
  const { recoverImportJobsAtStart } = await import('./lib/server/services/importJobs/recover');
  await recoverImportJobsAtStart();
  const { startScheduledJobs } = await import('./lib/server/jobs/start');
  startScheduledJobs();
}
