import { desc, like } from 'drizzle-orm';
import { getDb } from '../db/client';
import { systemLog } from '../db/schema';
import { withFreshDatabase } from '../testing/database';
import { nextRunAt, registerJob, runJobNow } from '.';

withFreshDatabase();

const logOf = async (name: string) =>
  (await (await getDb()).select().from(systemLog).where(like(systemLog.action, `job.${name}%`)).orderBy(desc(systemLog.id))).map((r) => ({
    action: r.action, result: r.result, code: r.code, type: r.type, detail: r.detail,
  }));

describe('the time of the next run (Asia/Shanghai, UTC+8)', () => {
  it('is later today when the time has not come, tomorrow when it has or is now', () => {
    expect(nextRunAt('02:00', new Date('2026-03-01T17:59:59Z')).toISOString()).toBe('2026-03-01T18:00:00.000Z');
    expect(nextRunAt('02:00', new Date('2026-03-01T18:00:00Z')).toISOString()).toBe('2026-03-02T18:00:00.000Z');
    expect(nextRunAt('23:30', new Date('2026-03-01T16:00:00Z')).toISOString()).toBe('2026-03-02T15:30:00.000Z');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => nextRunAt('24:00')).toThrow('not a time of day "HH:MM": 24:00');
    expect(() => registerJob({ name: 'bad', at: '2:00', run: async () => undefined })).toThrow('job bad: time of day must be "HH:MM", got "2:00"');
    expect(() => registerJob({ name: 'bad name', at: null, run: async () => undefined })).toThrow('job name must be');
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

  it('refuses an unknown job', async () => {
    await expect(runJobNow('nope')).rejects.toThrow('no job named nope');
  });
});
