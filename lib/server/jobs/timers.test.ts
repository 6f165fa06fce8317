import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { systemLog } from '../db/schema';
import { withFreshDatabase } from '../testing/database';
import { registerJob, startJobs, stopJobs } from '.';

withFreshDatabase();

/** The clock and the jobs' timers are jest's; the database works, and the test waits for it, in real time. */
const at = (iso: string) => jest.useFakeTimers({
  now: new Date(iso),
  doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'hrtime', 'performance'],
});
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(async () => {
  await stopJobs(1000);
  jest.useRealTimers();
});

/** The real clock's timer, taken before jest's replaces it. */
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Lets the runs started by the timers go on, in real time, until `done` (at most ten seconds), or fails. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 10_000 && !done(); waited += 10) {
    await pause(10);
    await readLog();
  }
  if (!done()) throw new Error('the scheduled run did not happen');
}

/** The runs the system log shows ended, as "<job> <slot>", refreshed by `until`. */
const ended = new Set<string>();
async function readLog(): Promise<void> {
  const rows = await (await getDb()).select({ action: systemLog.action, detail: systemLog.detail }).from(systemLog).where(eq(systemLog.result, 'success'));
  for (const r of rows) {
    const slot = / ms, schedule (.+)\)$/.exec(r.detail);
    if (slot && !r.action.endsWith('.start')) ended.add(`${r.action.replace(/^job\./, '')} ${slot[1]}`);
  }
}

/** A job that notes the (fake) time of each of its runs; `runs` holds them. */
function clockedJob(name: string, schedule: string) {
  const runs: string[] = [];
  registerJob({ name, at: schedule, run: async () => void runs.push(new Date().toISOString()) });
  return runs;
}

describe('the timer of a scheduled job', () => {
  it('runs "0 2 * * *" at 02:00 China time and not a moment before, then the next night', async () => {
    at('2026-11-27T17:59:00Z');
    const runs = clockedJob('nightly', '0 2 * * *');
    startJobs();
    jest.advanceTimersByTime(MINUTE - 1);
    await pause(200);
    expect(runs).toEqual([]);
    jest.advanceTimersByTime(1);
    await until(() => runs.length === 1);
    expect(runs).toEqual(['2026-11-27T18:00:00.000Z']);
    // Logged with its slot, and armed again once the run has ended: the next night, not the same slot again.
    await until(() => ended.has('nightly 2026-11-28 02:00'));
    jest.advanceTimersByTime(DAY - 1);
    await pause(200);
    expect(runs).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => runs.length === 2);
    expect(runs[1]).toBe('2026-11-28T18:00:00.000Z');
  });

  it('waits beyond what one timer can (24.8 days) for a yearly slot, running it only then', async () => {
    at('2026-11-27T17:59:00Z');
    const runs = clockedJob('yearly', '0 2 1 1 *');
    startJobs();
    // 02:00 on 1 January in China is 18:00 UTC on 31 December, 34 days and a minute away.
    jest.advanceTimersByTime(34 * DAY);
    await pause(200);
    expect(runs).toEqual([]);
    jest.advanceTimersByTime(MINUTE);
    await until(() => runs.length === 1);
    expect(runs).toEqual(['2026-12-31T18:00:00.000Z']);
  });
});
