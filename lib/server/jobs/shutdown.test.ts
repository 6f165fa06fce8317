import { like } from 'drizzle-orm';
import { getDb } from '../db/client';
import { systemLog } from '../db/schema';
import { captureLogs, type CapturedLogs } from '../observability/capture';
import { withFreshDatabase } from '../testing/database';
import { registerJob, runJobNow, startJobs, stopJobs, STOP_JOBS, type JobRun } from '.';

withFreshDatabase();

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
  startJobs();
});
afterEach(async () => {
  await stopJobs(0);
  logs.restore();
});

/** Registers a job whose run lasts until the test releases it; `started` resolves once it is running. */
function heldJob(name: string) {
  let release!: () => void;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  registerJob({
    name, at: null,
    run: () => new Promise<string>((resolve) => {
      release = () => resolve(`${name} done`);
      markStarted();
    }),
  });
  return { started, release: () => release() };
}

/** Whether `promise` has settled once the pending callbacks and a few milliseconds have run. */
async function settled(promise: Promise<unknown>, ms = 30): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}

const linesOf = (msg: string) => logs.lines().filter((l) => l.msg === msg);

describe('stopping the jobs at shutdown', () => {
  it('is what the server finds on the process once the jobs have started', () => {
    expect((globalThis as Record<symbol, unknown>)[STOP_JOBS]).toBe(stopJobs);
  });

  it('resolves at once, logging nothing, when no job is running', async () => {
    await expect(stopJobs(60000)).resolves.toEqual({ finished: [], stillRunning: [] });
    expect(logs.lines()).toEqual([]);
  });

  it('waits for a job running when asked to stop, and resolves once it has ended', async () => {
    const held = heldJob('held-backup');
    const run = runJobNow('held-backup');
    await held.started;
    const stopping = stopJobs(60000);
    expect(await settled(stopping)).toBe(false);
    expect(linesOf('waiting for the job held-backup to finish')).toEqual([
      expect.objectContaining({ level: 'info', job: 'held-backup', timeoutMs: 60000 }),
    ]);
    held.release();
    await expect(stopping).resolves.toEqual({ finished: ['held-backup'], stillRunning: [] });
    // The run ended whole, its end written to the system log, before stop resolved.
    expect(await settled(run, 0)).toBe(true);
    await expect(run).resolves.toMatchObject({ outcome: 'success', detail: 'held-backup done' });
    const actions = (await (await getDb()).select().from(systemLog).where(like(systemLog.action, 'job.held-backup%'))).map((r) => r.action);
    expect(actions).toEqual(['job.held-backup.start', 'job.held-backup']);
    expect(linesOf('the job held-backup is still running after 60000 ms; it is not waited for')).toEqual([]);
  });

  it('gives up on a job that does not end within the time given, naming it, and waits for one that does', async () => {
    const stuck = heldJob('stuck-job');
    const quick = heldJob('quick-job');
    const stuckRun = runJobNow('stuck-job');
    const quickRun = runJobNow('quick-job');
    await Promise.all([stuck.started, quick.started]);
    quick.release();
    const t0 = Date.now();
    const stopped = await stopJobs(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    expect(stopped).toEqual({ finished: ['quick-job'], stillRunning: ['stuck-job'] });
    expect(linesOf('the job stuck-job is still running after 200 ms; it is not waited for')).toEqual([
      expect.objectContaining({ level: 'warn', job: 'stuck-job', timeoutMs: 200 }),
    ]);
    expect(logs.lines().filter((l) => l.level === 'warn').map((l) => l.job)).toEqual(['stuck-job']);
    expect(await settled(stuckRun, 0)).toBe(false);
    stuck.release();
    await expect(stuckRun).resolves.toMatchObject({ outcome: 'success' });
    await expect(quickRun).resolves.toMatchObject({ outcome: 'success' });
  });

  it('refuses, with a log line and without running it, a job asked for once stopping has begun', async () => {
    const work = jest.fn(async () => 'ran');
    registerJob({ name: 'late-job', at: null, run: work });
    await stopJobs(1000);
    const run: JobRun = await runJobNow('late-job');
    expect(run).toMatchObject({
      name: 'late-job', trigger: 'manual', outcome: 'skipped',
      detail: '服务器正在停止，任务未运行 / the server is stopping, the job was not run',
    });
    expect(work).not.toHaveBeenCalled();
    expect(linesOf('the job late-job is not run: the server is stopping')).toEqual([
      expect.objectContaining({ level: 'warn', job: 'late-job', trigger: 'manual' }),
    ]);
    expect(await (await getDb()).select().from(systemLog).where(like(systemLog.action, 'job.late-job%'))).toEqual([]);
  });

  it('runs the same job again once the jobs are started anew', async () => {
    const work = jest.fn(async () => 'ran');
    registerJob({ name: 'late-job', at: null, run: work });
    await stopJobs(1000);
    startJobs();
    await expect(runJobNow('late-job')).resolves.toMatchObject({ outcome: 'success', detail: 'ran' });
    expect(work).toHaveBeenCalledTimes(1);
    expect(linesOf('the job late-job is not run: the server is stopping')).toEqual([]);
  });
});
