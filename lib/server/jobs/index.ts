import 'server-only';
import { Cron } from 'croner';
import { and, desc, eq, gte, like } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { formatDateTime } from '@/lib/domain/datetime';
import { writeAudit } from '../audit';
import { getDatabase, type Db } from '../db/client';
import { systemLog } from '../db/schema';
import { logger } from '../observability/logger';

/**
 * Scheduled jobs. API:
 * - `registerJob({ name, at, runAtStart, run })`: `at` is the schedule, a 5-field cron expression ("minute hour day
 *   month weekday", evaluated by croner in Asia/Shanghai) or a daily time of day "HH:MM" (read as "M H * * *"); null:
 *   only at start or when asked. A schedule that is neither is refused at registration. `runAtStart` runs it once
 *   when the server starts; `run(db)` does the work and may return a one-line summary for the log; `quiet` logs only
 *   the runs that did something or failed. Registering a name again replaces the job.
 * - `startJobs()` (instrumentation, once the database is open) arms the timers. `stopJobs(timeoutMs)` (the server's
 *   shutdown, through STOP_JOBS) disarms them, refuses any run asked for from then on, and waits at most `timeoutMs`
 *   for the runs in progress, so that the database is closed under none of them.
 * - `runJobNow(name)` runs a job at once (tests, an admin's trigger) and returns how it went.
 * Each run holds `pg_try_advisory_lock` keyed by the job's name, so of several instances on one PostgreSQL only one
 * runs it; a scheduled run also skips when the system log shows that slot already done by another instance (every
 * instance computes the same instants from the same expression; a scheduled run's entries name its slot, "schedule
 * 2026-11-28 02:00", China time). Start, end and outcome go to the system log (type `system`, action
 * `job.<name>.start` / `job.<name>`).
 */
export interface Job {
  /** Letters, digits, `-` and `_`, at most 60 characters. */
  name: string;
  /** A 5-field cron expression or "HH:MM", in Asia/Shanghai; null: not scheduled. */
  at: string | null;
  runAtStart?: boolean;
  /**
   * A frequent job whose runs mostly find nothing to do: no start entry, and an end entry only for a run that did
   * something (returned a summary) or failed.
   */
  quiet?: boolean;
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

export const TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 24 * 3600_000;
const NAME = /^[A-Za-z0-9_-]{1,60}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const FIELDS = /^\S+(\s+\S+){4}$/;

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

const cron = (expression: string) => new Cron(expression, { timezone: TIME_ZONE, mode: '5-part' });

/**
 * The schedule `text` as a 5-field cron expression: a time of day "HH:MM" becomes "M H * * *", an expression is
 * checked by croner and comes back with single spaces. Throws, saying why, for anything else and for an expression
 * that names no time to come (such as 31 February).
 */
export function cronOf(text: string): string {
  const value = text.trim();
  const time = TIME.exec(value);
  if (time) return `${Number(time[2])} ${Number(time[1])} * * *`;
  if (!FIELDS.test(value)) throw new Error(`not a 5-field cron expression (minute hour day month weekday) nor "HH:MM": "${text}"`);
  const expression = value.split(/\s+/).join(' ');
  let next: Date | null;
  try {
    next = cron(expression).nextRun();
  } catch (e) {
    throw new Error(`not a valid cron expression: "${text}" (${(e instanceof Error ? e.message : String(e)).replace(/^CronPattern:\s*/, '')})`);
  }
  if (!next) throw new Error(`the cron expression "${text}" names no time to come`);
  return expression;
}

/** The first slot of the schedule `at` (a cron expression or "HH:MM", Asia/Shanghai) strictly after `now`. */
export function nextRunAt(at: string, now: Date = new Date()): Date {
  const next = cron(cronOf(at)).nextRun(now);
  if (!next) throw new Error(`the cron expression "${at}" names no time after ${now.toISOString()}`);
  return next;
}

/** How a slot is named in the system log: its time in China, to the minute ("2026-11-28 02:00"). */
const slotName = (slot: Date) => formatDateTime(slot, TIME_ZONE).slice(0, 16);

export function registerJob(job: Job): void {
  if (!NAME.test(job.name)) throw new Error(`job name must be 1–60 letters, digits, - or _: ${job.name}`);
  if (job.at !== null) {
    try {
      cronOf(job.at);
    } catch (e) {
      throw new Error(`job ${job.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  state.jobs.set(job.name, job);
  if (state.started) schedule(job);
}

export function registeredJobs(): Job[] {
  return [...state.jobs.values()];
}

/** Arms the job's timer for its first slot after `after` (and after now: the slots missed while it ran are let go). */
function schedule(job: Job, after?: Date): void {
  clearTimeout(state.timers.get(job.name));
  state.timers.delete(job.name);
  if (job.at === null) return;
  const now = new Date();
  arm(job, nextRunAt(job.at, after && after > now ? after : now));
}

/**
 * Waits for `slot` a day at most at a time (a timer cannot wait beyond 24.8 days, and the clock may be set meanwhile),
 * then runs the job for it and arms the next slot.
 */
function arm(job: Job, slot: Date): void {
  const timer = setTimeout(() => {
    if (Date.now() < slot.getTime()) return arm(job, slot);
    void runJob(job.name, 'schedule', slot).finally(() => {
      if (state.started && state.jobs.get(job.name) === job) schedule(job, slot);
    });
  }, Math.min(Math.max(slot.getTime() - Date.now(), 0), DAY_MS));
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

/** Runs the job `name` for its scheduled `slot` as its timer does: skipped when the slot is already done (tests). */
export function runJobForSlot(name: string, slot: Date): Promise<JobRun> {
  return runJob(name, 'schedule', slot);
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

/**
 * Whether the system log already records a successful run of `name` for `slot` (another instance did it). The entry
 * names the slot, so that instances whose clocks differ a little agree; it was written after the slot less a day at
 * the earliest (an instance whose clock runs ahead).
 */
async function doneFor(db: Db, name: string, slot: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: systemLog.id })
    .from(systemLog)
    .where(and(
      eq(systemLog.action, `job.${name}`), eq(systemLog.result, 'success'), gte(systemLog.at, new Date(slot.getTime() - DAY_MS)),
      like(systemLog.detail, `%, schedule ${slotName(slot)})`),
    ))
    .orderBy(desc(systemLog.id))
    .limit(1);
  return Boolean(row);
}

/** The system log keeps 2000 characters of a detail: the summary is shortened so that the run's own part stays whole. */
const detailOf = (summary: string, tail: string) => `${summary.slice(0, 2000 - tail.length - 1)} ${tail}`.trim();

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
    const how = slot ? `${trigger} ${slotName(slot)}` : trigger;
    const locked = await underJobLock(database.kind, db, name, async () => {
      if (slot && (await doneFor(db, name, slot))) {
        run = result('skipped', '本时段已由其他实例完成 / already done for this slot by another instance');
        return;
      }
      if (!job.quiet) await log(db, `job.${name}.start`, 'success', 200, `trigger: ${how}`);
      const t0 = Date.now();
      try {
        const summary = (await job.run(db)) ?? '';
        run = result('success', summary);
        if (!job.quiet || summary) await log(db, `job.${name}`, 'success', 200, detailOf(summary, `(${Date.now() - t0} ms, ${how})`));
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        run = result('failure', message);
        console.error(`[jobs] ${name} failed:`, e);
        await log(db, `job.${name}`, 'failure', 500, detailOf(message, `(${Date.now() - t0} ms, ${how})`));
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
