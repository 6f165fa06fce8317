import 'server-only';
import { and, desc, eq, gte } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { writeAudit } from '../audit';
import { getDatabase, type Db } from '../db/client';
import { systemLog } from '../db/schema';
import { logger } from '../observability/logger';

/**
 * Scheduled jobs. API:
 * - `registerJob({ name, at, runAtStart, run })`: `at` is a daily time of day "HH:MM" in Asia/Shanghai (null: only
 *   at start or when asked), `runAtStart` runs it once when the server starts; `run(db)` does the work and may
 *   return a one-line summary for the log. Registering a name again replaces the job.
 * - `startJobs()` (instrumentation, once the database is open) arms the timers. `stopJobs(timeoutMs)` (the server's
 *   shutdown, through STOP_JOBS) disarms them, refuses any run asked for from then on, and waits at most `timeoutMs`
 *   for the runs in progress, so that the database is closed under none of them.
 * - `runJobNow(name)` runs a job at once (tests, an admin's trigger) and returns how it went.
 * Each run holds `pg_try_advisory_lock` keyed by the job's name, so of several instances on one PostgreSQL only one
 * runs it; a scheduled run also skips when the system log shows that slot already done by another instance. Start,
 * end and outcome go to the system log (type `system`, action `job.<name>.start` / `job.<name>`).
 */
export interface Job {
  /** Letters, digits, `-` and `_`, at most 60 characters. */
  name: string;
  at: string | null;
  runAtStart?: boolean;
  run(db: Db): Promise<string | void>;
}

export type JobTrigger = 'schedule' | 'start' | 'manual';

export interface JobRun {
  name: string;
  trigger: JobTrigger;
  outcome: 'success' | 'failure' | 'skipped';
  detail: string;
  startedAt: string;
  endedAt: string;
}

/** Asia/Shanghai has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
const NAME = /^[A-Za-z0-9_-]{1,60}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface State {
  jobs: Map<string, Job>;
  timers: Map<string, NodeJS.Timeout>;
  /** The runs in progress, by job name. */
  runs: Map<string, Promise<JobRun>>;
  started: boolean;
  /** Set by stopJobs: no run starts until startJobs is called again. */
  stopping: boolean;
}

// Kept on globalThis: instrumentation and the route handlers are separate bundles of the same process.
const holder = globalThis as unknown as { __renshiJobs?: State };
const state = (holder.__renshiJobs ??= { jobs: new Map(), timers: new Map(), runs: new Map(), started: false, stopping: false });

/**
 * Where scripts/server.mjs finds stopJobs at shutdown (it is plain Node; the app's modules are loaded by Next), as it
 * finds the database's close (lib/server/db/startup.ts).
 */
export const STOP_JOBS = Symbol.for('renshi.stopJobs');

/** Whether `value` is a time of day "HH:MM" (24-hour). */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** The first instant after `now` at which the clock in Asia/Shanghai shows `at` ("HH:MM"). */
export function nextRunAt(at: string, now: Date = new Date()): Date {
  const m = TIME.exec(at);
  if (!m) throw new Error(`not a time of day "HH:MM": ${at}`);
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  const slot = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), Number(m[1]), Number(m[2])) - SHANGHAI_OFFSET_MS;
  return new Date(slot > now.getTime() ? slot : slot + DAY_MS);
}

export function registerJob(job: Job): void {
  if (!NAME.test(job.name)) throw new Error(`job name must be 1–60 letters, digits, - or _: ${job.name}`);
  if (job.at !== null && !isTimeOfDay(job.at)) throw new Error(`job ${job.name}: time of day must be "HH:MM", got "${job.at}"`);
  state.jobs.set(job.name, job);
  if (state.started) schedule(job);
}

export function registeredJobs(): Job[] {
  return [...state.jobs.values()];
}

function schedule(job: Job): void {
  clearTimeout(state.timers.get(job.name));
  state.timers.delete(job.name);
  if (job.at === null) return;
  const slot = nextRunAt(job.at);
  const timer = setTimeout(() => {
    void runJob(job.name, 'schedule', slot).finally(() => {
      if (state.started && state.jobs.get(job.name) === job) schedule(job);
    });
  }, slot.getTime() - Date.now());
  timer.unref();
  state.timers.set(job.name, timer);
}

/** Arms every registered job's timer and starts those that run at start. Called once the database is open. */
export function startJobs(): void {
  if (state.started) return;
  state.started = true;
  state.stopping = false;
  (globalThis as Record<symbol, unknown>)[STOP_JOBS] = stopJobs;
  for (const job of state.jobs.values()) {
    schedule(job);
    if (job.runAtStart) void runJob(job.name, 'start');
  }
}

export interface JobsStopped {
  /** The jobs that were running when asked to stop and have ended since. */
  finished: string[];
  /** The jobs still running when `timeoutMs` ran out. */
  stillRunning: string[];
}

/**
 * Disarms every timer, refuses the runs asked for from now on, and waits for those in progress: resolves once they
 * have all ended, or after `timeoutMs` naming those that have not (never rejects).
 */
export async function stopJobs(timeoutMs: number): Promise<JobsStopped> {
  state.started = false;
  state.stopping = true;
  for (const timer of state.timers.values()) clearTimeout(timer);
  state.timers.clear();
  const running = [...state.runs.entries()];
  if (running.length === 0) return { finished: [], stillRunning: [] };
  const ended = new Set<string>();
  for (const [name] of running) logger().info({ job: name, timeoutMs }, `waiting for the job ${name} to finish`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(running.map(([name, run]) => run.then(() => ended.add(name), () => ended.add(name)))),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
  const stillRunning = running.map(([name]) => name).filter((name) => !ended.has(name));
  for (const name of stillRunning) {
    logger().warn({ job: name, timeoutMs }, `the job ${name} is still running after ${timeoutMs} ms; it is not waited for`);
  }
  return { finished: running.map(([name]) => name).filter((name) => ended.has(name)), stillRunning };
}

/** Runs the job `name` now, under its lock, and logs it; resolves with the outcome (never rejects for the job's failure). */
export function runJobNow(name: string): Promise<JobRun> {
  return runJob(name, 'manual');
}

const log = (db: Db, action: string, result: 'success' | 'failure', code: number, detail: string) =>
  writeAudit(db, { account: 'system', ip: '127.0.0.1', type: 'system', action, result, code, detail }).catch((e) =>
    console.error(`[jobs] cannot log ${action}:`, e),
  );

/** Takes the job's advisory lock for the length of `work`; `work` is not called when another session holds it. */
async function underJobLock(kind: 'pglite' | 'postgres', db: Db, name: string, work: () => Promise<void>): Promise<boolean> {
  const key = `renshi.job.${name}`;
  if (kind === 'postgres' && process.env.DATABASE_URL) {
    // A session of its own: a pooled connection could be handed to another query while the lock is held.
    const session = new Client({ connectionString: process.env.DATABASE_URL });
    // A connection lost while the job runs (a restart of the server, the database dropped) is reported by the query
    // that fails; without a listener the client's 'error' event would end the whole process.
    session.on('error', (e) => console.error(`[jobs] ${name}: lock session lost:`, e.message));
    await session.connect();
    try {
      const { rows } = await session.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]);
      if (!rows[0].locked) return false;
      try {
        await work();
      } finally {
        await session.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => undefined);
      }
      return true;
    } finally {
      await session.end().catch(() => undefined);
    }
  }
  await db.execute(sql`select pg_try_advisory_lock(hashtextextended(${key}, 0))`);
  try {
    await work();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`);
  }
  return true;
}

/** Whether the system log already records a successful run of `name` since `slot` (another instance did it). */
async function doneSince(db: Db, name: string, slot: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: systemLog.id })
    .from(systemLog)
    .where(and(eq(systemLog.action, `job.${name}`), eq(systemLog.result, 'success'), gte(systemLog.at, slot)))
    .orderBy(desc(systemLog.id))
    .limit(1);
  return Boolean(row);
}

type Outcome = (outcome: JobRun['outcome'], detail: string) => JobRun;

async function runJob(name: string, trigger: JobTrigger, slot?: Date): Promise<JobRun> {
  const job = state.jobs.get(name);
  if (!job) throw new Error(`no job named ${name}`);
  const startedAt = new Date().toISOString();
  const result: Outcome = (outcome, detail) => ({ name, trigger, outcome, detail, startedAt, endedAt: new Date().toISOString() });
  if (state.stopping) {
    logger().warn({ job: name, trigger }, `the job ${name} is not run: the server is stopping`);
    return result('skipped', '服务器正在停止，任务未运行 / the server is stopping, the job was not run');
  }
  if (state.runs.has(name)) return result('skipped', '该任务正在运行 / the job is already running');
  const run = execute(job, trigger, result, slot).finally(() => state.runs.delete(name));
  state.runs.set(name, run);
  return run;
}

async function execute(job: Job, trigger: JobTrigger, result: Outcome, slot?: Date): Promise<JobRun> {
  const { name } = job;
  try {
    const database = await getDatabase();
    const db = database.db;
    let run: JobRun | undefined;
    const locked = await underJobLock(database.kind, db, name, async () => {
      if (slot && (await doneSince(db, name, slot))) {
        run = result('skipped', '本时段已由其他实例完成 / already done for this slot by another instance');
        return;
      }
      await log(db, `job.${name}.start`, 'success', 200, `trigger: ${trigger}`);
      const t0 = Date.now();
      try {
        const summary = (await job.run(db)) ?? '';
        run = result('success', summary);
        await log(db, `job.${name}`, 'success', 200, `${summary} (${Date.now() - t0} ms, ${trigger})`.trim());
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        run = result('failure', message);
        console.error(`[jobs] ${name} failed:`, e);
        await log(db, `job.${name}`, 'failure', 500, `${message} (${Date.now() - t0} ms, ${trigger})`);
      }
    });
    if (!locked) return result('skipped', '另一实例正在运行该任务 / another instance is running the job');
    return run!;
  } catch (e) {
    // The database or the lock could not be had: nothing ran.
    console.error(`[jobs] ${name} could not start:`, e);
    return result('failure', e instanceof Error ? e.message : String(e));
  }
}
