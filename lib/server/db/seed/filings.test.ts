import { count, eq } from 'drizzle-orm';
import { getDb } from '../client';
import { filings, reviewRecords } from '../tables';
import { withFreshDatabase } from '../../testing/database';
import { seedDemoFilings } from './filings';

withFreshDatabase();

describe('seedDemoFilings', () => {
  it('leaves a demo filing in every state of the lifecycle, each with its review timeline', async () => {
    const db = await getDb();
    await seedDemoFilings(db);
    const rows = await db.select({ status: filings.status, n: count() }).from(filings).groupBy(filings.status);
    const states = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const s of ['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED', 'VOID']) expect(states[s]).toBeGreaterThan(0);
    const approved = await db.select().from(filings).where(eq(filings.status, 'APPROVED'));
    const timeline = await db.select({ action: reviewRecords.action }).from(reviewRecords).where(eq(reviewRecords.filingId, approved[0].id));
    expect(timeline.map((r) => r.action)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);
  });
});
