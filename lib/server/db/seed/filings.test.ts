import { and, count, eq } from 'drizzle-orm';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '../client';
import { filings, reviewRecords } from '../tables';
import { withFreshDatabase } from '../../testing/database';
import { seedDemoFilings } from './filings';

withFreshDatabase();

describe('seedDemoFilings', () => {
  beforeAll(async () => {
    await seedDemoFilings(await getDb());
  });

  it('leaves a demo filing in every state of the lifecycle, each with its review timeline', async () => {
    const db = await getDb();
    const rows = await db.select({ status: filings.status, n: count() }).from(filings).groupBy(filings.status);
    const states = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const s of ['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED', 'VOID']) expect(states[s]).toBeGreaterThan(0);
    const approved = await db.select().from(filings).where(eq(filings.status, 'APPROVED'));
    const timeline = await db.select({ action: reviewRecords.action }).from(reviewRecords).where(eq(reviewRecords.filingId, approved[0].id));
    expect(timeline.map((r) => r.action)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);
    // The talent introduction in draft is under its 公示 still (issue 13 §5); the approved promotion's was over first.
    const [intro] = await db.select().from(filings).where(eq(filings.filingType, 'TALENT_INTRO'));
    expect(intro).toMatchObject({ status: 'DRAFT', header: expect.objectContaining({ publicityStart: addDays(today(), -2), publicityEnd: addDays(today(), 4) }) });
    const [promotion] = await db.select().from(filings).where(eq(filings.filingType, 'POST_APPOINT'));
    expect(promotion.status).toBe('APPROVED');
    expect(String(promotion.header.publicityEnd) < today()).toBe(true);
  });

  it("links each demo 招聘结果 to the approved 拟聘用人员公示 of its plan, whose publication period is the result's publicity", async () => {
    const db = await getDb();
    const results = await db.select().from(filings).where(and(eq(filings.filingType, 'RECRUIT_RESULT'), eq(filings.deleted, false)));
    expect(results.length).toBeGreaterThanOrEqual(2);
    for (const r of results) {
      const h = r.header as { planFilingId: number; publicityFilingId: number; publicityStart: string; publicityEnd: string; publicityFilingNo: string };
      const [a] = await db.select().from(filings).where(eq(filings.id, h.publicityFilingId));
      expect(a).toMatchObject({ filingType: 'ANNOUNCEMENT', status: 'APPROVED', unitId: r.unitId, filingNo: h.publicityFilingNo });
      expect(a.header).toMatchObject({ noticeType: 'PUBLICITY', relatedFilingId: h.planFilingId, publishStart: h.publicityStart, publishEnd: h.publicityEnd });
    }
  });
});
