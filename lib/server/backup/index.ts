import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dataDir, getDatabase, MEMORY } from '../db/client';
import { cronOf, registerJob, runJobNow, type JobRun } from '../jobs';
import { uploadsDir } from '../storage';
import { BACKUP_FILE, newBackupPath, pruneBackups, sweepStaleBackupWork, writeBackup, type Manifest } from './archive.mjs';

export const BACKUP_JOB = 'backup';
export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib/server/db/migrations');

export interface BackupSettings {
  /** Where scheduled and triggered backups go; null when there is nowhere (an in-memory database and no BACKUP_DIR). */
  dir: string | null;
  /** The schedule, a 5-field cron expression in Asia/Shanghai, or null when scheduled backups are off. */
  schedule: string | null;
  keep: number;
}

export const DEFAULT_BACKUP_CRON = '0 2 * * *';

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The schedule from BACKUP_CRON (a 5-field cron expression, "off" for none; blank is unset); without it from the
 * older BACKUP_TIME ("HH:MM" daily, read as "M H * * *", or "off"); without either nightly at 02:00.
 */
function scheduleSetting(env: NodeJS.ProcessEnv): string | null {
  const expression = env.BACKUP_CRON?.trim();
  if (expression) {
    if (expression === 'off') return null;
    const refused = (why: string) =>
      new Error(`BACKUP_CRON must be a 5-field cron expression (minute hour day month weekday, Asia/Shanghai) or "off", got "${expression}": ${why}`);
    if (/^\d{1,2}:\d{2}$/.test(expression)) throw refused(`a time of day goes in BACKUP_TIME, or as "M H * * *" here`);
    try {
      return cronOf(expression);
    } catch (e) {
      throw refused(reason(e));
    }
  }
  if (env.BACKUP_TIME === undefined) return DEFAULT_BACKUP_CRON;
  const time = env.BACKUP_TIME.trim();
  if (time === 'off') return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`BACKUP_TIME must be "HH:MM" (24-hour) or "off", got "${time}" (or set BACKUP_CRON instead)`);
  return cronOf(time);
}

/**
 * BACKUP_DIR (default `<DATA_DIR>/backups`, beside the database and uploads and untouched by a restore),
 * BACKUP_CRON (cron expression in Asia/Shanghai, default "0 2 * * *", "off" for none; the older BACKUP_TIME "HH:MM"
 * is read when it is unset), BACKUP_KEEP (default 14).
 * A value that cannot be read is an error at start, not a silently different schedule.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const schedule = scheduleSetting(env);
  const keepText = (env.BACKUP_KEEP ?? '14').trim();
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number ≥ 1, got "${keepText}"`);
  const base = env.DATA_DIR || '.data';
  const dir = env.BACKUP_DIR || (base === MEMORY ? null : path.join(base, 'backups'));
  return { dir, schedule, keep };
}

let version: string | undefined;
export function appVersion(): string {
  version ??= (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}

/** Writes a backup of the open database and the uploads to `out` (default: a new file in BACKUP_DIR). */
export async function backupNow(out?: string): Promise<{ file: string; manifest: Manifest }> {
  const settings = backupSettings();
  if (!out && !settings.dir) throw new Error('未设置备份目录 BACKUP_DIR / BACKUP_DIR is not set');
  const file = out ?? newBackupPath(settings.dir!);
  const database = await getDatabase();
  const source =
    database.kind === 'pglite'
      ? {
          kind: 'pglite' as const,
          // Db is typed over both drivers, whose results it leaves unknown; both answer `{ rows }`.
          query: async (text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
          dump: () => database.dump!(),
        }
      : { kind: 'postgres' as const, url: process.env.DATABASE_URL! };
  const manifest = await writeBackup({ out: file, database: source, uploadsDir: uploadsDir(), migrationsDir: MIGRATIONS_DIR, appVersion: appVersion() });
  return { file, manifest };
}

/** How long a backup's work file must lie untouched before the next scheduled backup takes it for an interrupted one's. */
const STALE_WORK_MS = 60 * 60 * 1000;

/**
 * The scheduled backup: a new archive in BACKUP_DIR, then the oldest beyond BACKUP_KEEP deleted, and what a backup
 * killed while writing left in the directory (a stopping server removes its own on the way out).
 */
export function registerBackupJob(settings: BackupSettings = backupSettings()): void {
  registerJob({
    name: BACKUP_JOB,
    at: settings.dir ? settings.schedule : null,
    run: async () => {
      const current = backupSettings();
      const swept = sweepStaleBackupWork(current.dir!, BACKUP_FILE, STALE_WORK_MS);
      const { file, manifest } = await backupNow();
      const removed = pruneBackups(current.dir!, current.keep);
      const c = manifest.counts;
      return `${path.basename(file)}: ${c.units} units, ${c.persons} persons, ${c.filings} filings, ${c.files} files` +
        (removed.length ? `; deleted ${removed.length} older` : '') +
        (swept.length ? `; removed ${swept.length} unfinished from an interrupted backup` : '');
    },
  });
}

/** Runs the backup job now (the admin's trigger), registering it first in a process that has not. */
export function runBackupNow(): Promise<JobRun> {
  registerBackupJob();
  return runJobNow(BACKUP_JOB);
}

export interface BackupFile {
  name: string;
  size: number;
  modifiedAt: string;
}

/** The backups in BACKUP_DIR, newest first. */
export function listBackups(): BackupFile[] {
  const { dir } = backupSettings();
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => BACKUP_FILE.test(n))
    .map((name) => {
      const s = fs.statSync(path.join(dir, name));
      return { name, size: s.size, modifiedAt: s.mtime.toISOString() };
    })
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.name.localeCompare(a.name, 'en', { numeric: true }));
}

/** The request files the backup command leaves in the data directory for the running server (see listenForLocalBackups). */
const REQUEST = /^backup-request-([A-Za-z0-9-]{1,64})\.json$/;
/** The job a request runs as: like the scheduled jobs, the server's shutdown waits for it before closing the database. */
export const LOCAL_BACKUP_JOB = 'backup-request';

type Answer = { ok: boolean; file?: string; manifest?: Manifest; error?: string };

function answer(dir: string, id: string, reply: Answer): void {
  const responseFile = path.join(dir, `backup-response-${id}.json`);
  fs.writeFileSync(`${responseFile}.tmp`, JSON.stringify(reply));
  fs.renameSync(`${responseFile}.tmp`, responseFile);
}

/** The requests waiting in `dir`, each taken (its file removed) with what it asks for, or why it cannot be served. */
function takeRequests(dir: string): { id: string; out?: string; error?: string }[] {
  const taken = [];
  for (const name of fs.readdirSync(dir)) {
    const m = REQUEST.exec(name);
    if (!m) continue;
    const requestFile = path.join(dir, name);
    try {
      const { out } = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as { out?: unknown };
      fs.rmSync(requestFile, { force: true });
      if (typeof out !== 'string' || !path.isAbsolute(out) || !out.endsWith('.tar.gz')) throw new Error(`invalid output path: ${String(out)}`);
      taken.push({ id: m[1], out });
    } catch (e) {
      taken.push({ id: m[1], error: e instanceof Error ? e.message : String(e) });
    }
  }
  return taken;
}

/** Serves every request waiting in `dir`, one after another; a failed one is answered with its reason. */
async function serveLocalRequests(dir: string): Promise<string> {
  const served: string[] = [];
  for (const request of takeRequests(dir)) {
    let reply: Answer;
    try {
      if (request.error) throw new Error(request.error);
      reply = { ok: true, ...(await backupNow(request.out)) };
      served.push(path.basename(request.out!));
    } catch (e) {
      reply = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    answer(dir, request.id, reply);
  }
  return served.join(', ');
}

/**
 * Serves the requests waiting in `dir` as a run of the job LOCAL_BACKUP_JOB. Runs asked for while one is going
 * follow it. Once the server is stopping no run starts: the requests are answered with that reason instead (as they
 * are when a run cannot start at all).
 */
export function serveLocalBackups(dir: string): Promise<void> {
  const holder = globalThis as unknown as { __renshiLocalBackupRuns?: Promise<void> };
  registerJob({ name: LOCAL_BACKUP_JOB, at: null, run: () => serveLocalRequests(dir) });
  const next = (holder.__renshiLocalBackupRuns ?? Promise.resolve()).then(async () => {
    const run = await runJobNow(LOCAL_BACKUP_JOB);
    if (run.outcome === 'success') return;
    for (const request of takeRequests(dir)) answer(dir, request.id, { ok: false, error: request.error ?? run.detail });
  });
  holder.__renshiLocalBackupRuns = next.catch((e) => console.error('[backup] local request failed:', e));
  return holder.__renshiLocalBackupRuns;
}

/**
 * The local trigger of `npm run backup` while this server holds the embedded database: the command writes
 * `<DATA_DIR>/backup-request-<id>.json` naming the output file and sends SIGUSR2 to the process in `app.lock`; this
 * process, the only one that may read the database, writes the archive and answers in `backup-response-<id>.json`.
 * Only someone who can write the data directory and signal the server can ask, which is to say who could copy it.
 */
export function listenForLocalBackups(): void {
  const dir = dataDir();
  if (process.env.DATABASE_URL || dir === MEMORY) return;
  const flag = globalThis as unknown as { __renshiLocalBackups?: boolean };
  if (flag.__renshiLocalBackups) return;
  flag.__renshiLocalBackups = true;
  process.on('SIGUSR2', () => void serveLocalBackups(dir));
}
