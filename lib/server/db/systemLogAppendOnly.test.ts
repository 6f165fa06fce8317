import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contracts/registry';
import { writeAudit } from '../audit';
import { getDb } from './client';
import { systemLog } from './schema';
import { withFreshDatabase } from '../testing/database';

withFreshDatabase();

/** The database's own refusal, under the driver's "Failed query" wrapper. */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  const db = await getDb();
  try {
    await db.execute(statement);
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return err.cause?.message ?? err.message;
  }
  return 'accepted';
}

describe('the system log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on system_log in the database itself', async () => {
    const db = await getDb();
    await writeAudit(db, { account: 'tester', ip: '10.60.0.1', type: 'system', action: 'guard.check', result: 'success', code: 200 });
    expect(await refusal(sql`update system_log set detail = 'changed' where action = 'guard.check'`)).toBe('system_log is append-only: UPDATE refused');
    expect(await refusal(sql`delete from system_log where action = 'guard.check'`)).toBe('system_log is append-only: DELETE refused');
    expect(await refusal(sql`truncate system_log`)).toBe('system_log is append-only: TRUNCATE refused');
    const rows = await db.select({ detail: systemLog.detail }).from(systemLog).where(eq(systemLog.action, 'guard.check'));
    expect(rows).toEqual([{ detail: '' }]);
  });

  it('still takes new entries', async () => {
    const db = await getDb();
    await writeAudit(db, { account: 'tester', ip: '10.60.0.1', type: 'system', action: 'guard.second', result: 'success', code: 200 });
    const rows = await db.select({ action: systemLog.action }).from(systemLog).where(eq(systemLog.account, 'tester'));
    expect(rows.map((r) => r.action).sort()).toEqual(['guard.check', 'guard.second']);
  });

  it('has no endpoint that edits or deletes an entry: the log endpoints only read and export', () => {
    const logEndpoints = endpoints.filter((e) => /systemLog/i.test(e.path) && !e.path.startsWith('/mock'));
    expect(logEndpoints.map((e) => e.path).sort()).toEqual(['/SystemLog/export', '/SystemLog/getList']);
    const writers = endpoints.filter((e) => /log/i.test(e.path) && /(update|edit|delete|remove|clear|purge)/i.test(e.path));
    expect(writers).toEqual([]);
  });
});
