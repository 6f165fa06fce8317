import { desc, like } from 'drizzle-orm';
import { getDb } from '../db/client';
import { systemLog } from '../db/schema';
import { withFreshDatabase } from '../testing/database';
import { cronOf, nextRunAt, registeredJobs, registerJob, runJobForSlot, runJobNow } from '.';

withFreshDatabase();

const logOf = async (name: string) =>
  (await (await getDb()).select().from(systemLog).where(like(systemLog.action, `job.${name}%`)).orderBy(desc(systemLog.id))).map((r) => ({
    action: r.action, result: r.result, code: r.code, type: r.type, detail: r.detail,
  }));

describe('the time of the next run (Asia/Shanghai, UTC+8)', () => {
  const next = (schedule: string, now: string) => nextRunAt(schedule, new Date(now)).toISOString();

  it('of a daily "HH:MM" is later today when the time has not come, tomorrow when it has or is now', () => {
    expect(next('02:00', '2026-03-01T17:59:59Z')).toBe('2026-03-01T18:00:00.000Z');
    expect(next('02:00', '2026-03-01T18:00:00Z')).toBe('2026-03-02T18:00:00.000Z');
    expect(next('23:30', '2026-03-01T16:00:00Z')).toBe('2026-03-02T15:30:00.000Z');
    expect(cronOf('02:00')).toBe('0 2 * * *');
    expect(cronOf('23:05')).toBe('5 23 * * *');
  });

  it('of "0 2 * * *" is 02:00 in China: today before it, tomorrow from it on', () => {
    expect(next('0 2 * * *', '2026-11-27T17:59:59.999Z')).toBe('2026-11-27T18:00:00.000Z');
    expect(next('0 2 * * *', '2026-11-27T18:00:00Z')).toBe('2026-11-28T18:00:00.000Z');
    expect(next('0 2 * * *', '2026-11-27T18:00:00.001Z')).toBe('2026-11-28T18:00:00.000Z');
    // 01:59 in China is 17:59 UTC the day before; midnight UTC is already 08:00 in China.
    expect(next('0 2 * * *', '2026-11-28T00:00:00Z')).toBe('2026-11-28T18:00:00.000Z');
  });

  it('of "*/30 * * * *" is the next whole or half hour', () => {
    expect(next('*/30 * * * *', '2026-11-27T10:29:59Z')).toBe('2026-11-27T10:30:00.000Z');
    expect(next('*/30 * * * *', '2026-11-27T10:30:00Z')).toBe('2026-11-27T11:00:00.000Z');
  });

  it('of the weekly "0 3 * * 1" is Monday 03:00 in China, a week on once that has come', () => {
    // 2026-11-30 is a Monday: 03:00 there is 2026-11-29T19:00Z.
    expect(next('0 3 * * 1', '2026-11-27T10:00:00Z')).toBe('2026-11-29T19:00:00.000Z');
    expect(next('0 3 * * 1', '2026-11-29T18:59:59Z')).toBe('2026-11-29T19:00:00.000Z');
    expect(next('0 3 * * 1', '2026-11-29T19:00:00Z')).toBe('2026-12-06T19:00:00.000Z');
  });

  it('refuses what is neither a 5-field cron expression nor HH:MM, saying why', () => {
    expect(() => nextRunAt('61 * * * *')).toThrow('not a valid cron expression: "61 * * * *" (Invalid value for minute: 61)');
    expect(() => cronOf('0 24 * * *')).toThrow('Invalid value for hour: 24');
    expect(() => cronOf('24:00')).toThrow('not a 5-field cron expression (minute hour day month weekday) nor "HH:MM": "24:00"');
    expect(() => cronOf('0 0 2 * * *')).toThrow('not a 5-field cron expression');
    expect(() => cronOf('@daily')).toThrow('not a 5-field cron expression');
    expect(() => cronOf('0 2 31 2 *')).toThrow('the cron expression "0 2 31 2 *" names no time to come');
    expect(cronOf(' 0  2 * * 1-5 ')).toBe('0 2 * * 1-5');
  });

  it('is checked when a job is registered', () => {
    expect(() => registerJob({ name: 'bad', at: '2:00', run: async () => undefined })).toThrow('job bad: not a 5-field cron expression (minute hour day month weekday) nor "HH:MM": "2:00"');
    expect(() => registerJob({ name: 'bad', at: '61 * * * *', run: async () => undefined })).toThrow('job bad: not a valid cron expression: "61 * * * *" (Invalid value for minute: 61)');
    expect(() => registerJob({ name: 'bad name', at: null, run: async () => undefined })).toThrow('job name must be');
    expect(registeredJobs().map((j) => j.name)).not.toContain('bad');
    registerJob({ name: 'sample-cron', at: '*/30 * * * *', run: async () => undefined });
    registerJob({ name: 'sample-daily', at: '04:00', run: async () => undefined });
    expect(registeredJobs().map((j) => j.name)).toEqual(expect.arrayContaining(['sample-cron', 'sample-daily']));
  });
});

describe('a scheduled slot', () => {
  const slot = new Date('2026-11-27T18:00:00Z');

  it('runs once: asked again for the same slot it is skipped as done, the next slot runs; a manual run does not count', async () => {
    let runs = 0;
    registerJob({ name: 'sample-slot', at: '0 2 * * *', run: async () => `run ${++runs}` });
    expect(await runJobNow('sample-slot')).toMatchObject({ outcome: 'success', detail: 'run 1' });
    expect(await runJobForSlot('sample-slot', slot)).toMatchObject({ trigger: 'schedule', outcome: 'success', detail: 'run 2' });
    expect((await logOf('sample-slot')).slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'job.sample-slot', detail: expect.stringMatching(/^run 2 \(\d+ ms, schedule 2026-11-28 02:00\)$/) }),
      expect.objectContaining({ action: 'job.sample-slot.start', detail: 'trigger: schedule 2026-11-28 02:00' }),
    ]);
    expect(await runJobForSlot('sample-slot', slot)).toMatchObject({
      outcome: 'skipped', detail: '本时段已由其他实例完成 / already done for this slot by another instance',
    });
    expect(await runJobForSlot('sample-slot', nextRunAt('0 2 * * *', slot))).toMatchObject({ outcome: 'success', detail: 'run 3' });
    expect(runs).toBe(3);
  });

  it('is not done by a failed run: the slot runs again', async () => {
    let fail = true;
    registerJob({ name: 'sample-retry', at: '0 2 * * *', run: async () => { if (fail) throw new Error('disk full'); return 'ok'; } });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await runJobForSlot('sample-retry', slot)).toMatchObject({ outcome: 'failure', detail: 'disk full' });
    spy.mockRestore();
    fail = false;
    expect(await runJobForSlot('sample-retry', slot)).toMatchObject({ outcome: 'success', detail: 'ok' });
  });

  it('keeps its slot in the log when the summary is long', async () => {
    registerJob({ name: 'sample-long', at: '0 2 * * *', run: async () => 'x'.repeat(3000) });
    await runJobForSlot('sample-long', slot);
    const [entry] = await logOf('sample-long');
    expect(entry.detail).toHaveLength(2000);
    expect(entry.detail).toMatch(/x \(\d+ ms, schedule 2026-11-28 02:00\)$/);
    expect(await runJobForSlot('sample-long', slot)).toMatchObject({ outcome: 'skipped' });
  });
});

describe('running a job now', () => {
  it('logs its start and its successful end with the summary', async () => {
    registerJob({ name: 'sample-ok', at: '03:00', run: async () => 'did 3 things' });
    const run = await runJobNow('sample-ok');
    expect(run).toMatchObject({ name: 'sample-ok', trigger: 'manual', outcome: 'success', detail: 'did 3 things' });
    const log = await logOf('sample-ok');
    expect(log[0]).toMatchObject({ action: 'job.sample-ok', result: 'success', code: 200, type: 'system', detail: expect.stringMatching(/^did 3 things \(\d+ ms, manual\)$/) });
    expect(log[1]).toMatchObject({ action: 'job.sample-ok.start', result: 'success', detail: 'trigger: manual' });
  });

  it('logs a failure with its reason and does not reject', async () => {
    registerJob({ name: 'sample-fail', at: null, run: async () => { throw new Error('disk full'); } });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = await runJobNow('sample-fail');
    spy.mockRestore();
    expect(run).toMatchObject({ outcome: 'failure', detail: 'disk full' });
    expect((await logOf('sample-fail'))[0]).toMatchObject({ action: 'job.sample-fail', result: 'failure', code: 500, detail: expect.stringContaining('disk full') });
  });

  it('skips a job already running in this process, and runs it again once it is done', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    registerJob({
      name: 'sample-slow', at: null,
      run: () => new Promise<string>((resolve) => { release = () => resolve('slow done'); started(); }),
    });
    const first = runJobNow('sample-slow');
    await running;
    expect(await runJobNow('sample-slow')).toMatchObject({ outcome: 'skipped', detail: expect.stringContaining('already running') });
    release();
    expect(await first).toMatchObject({ outcome: 'success', detail: 'slow done' });
    registerJob({ name: 'sample-slow', at: null, run: async () => 'again' });
    expect(await runJobNow('sample-slow')).toMatchObject({ outcome: 'success', detail: 'again' });
  });

  it('logs a quiet job only when it did something or failed, and then without a start entry', async () => {
    const did: { summary?: string } = {};
    registerJob({ name: 'sample-quiet', at: null, quiet: true, run: async () => did.summary });
    expect(await runJobNow('sample-quiet')).toMatchObject({ outcome: 'success', detail: '' });
    expect(await logOf('sample-quiet')).toEqual([]);
    did.summary = 'vacuumed 2 tables';
    await runJobNow('sample-quiet');
    expect(await logOf('sample-quiet')).toEqual([
      expect.objectContaining({ action: 'job.sample-quiet', result: 'success', detail: expect.stringMatching(/^vacuumed 2 tables \(\d+ ms, manual\)$/) }),
    ]);
    registerJob({ name: 'sample-quiet', at: null, quiet: true, run: async () => { throw new Error('locked'); } });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await runJobNow('sample-quiet');
    spy.mockRestore();
    expect((await logOf('sample-quiet')).map((e) => e.result)).toEqual(['failure', 'success']);
  });

  it('refuses an unknown job', async () => {
    await expect(runJobNow('nope')).rejects.toThrow('no job named nope');
  });
});
