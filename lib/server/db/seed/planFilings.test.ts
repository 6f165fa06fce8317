import { and, eq } from 'drizzle-orm';
import { loadSessionUser, type SessionUser } from '../../session';
import { getDb } from '../client';
import { filings, unitPostPlans, users } from '../tables';
import { withFreshDatabase } from '../../testing/database';
import { seedPlanFilings } from './planFilings';

withFreshDatabase();

describe('seedPlanFilings', () => {
  it('approves a second plan version at the hospital and leaves a draft and a returned conversion', async () => {
    const db = await getDb();
    const a: Record<string, SessionUser> = {};
    for (const u of await db.select({ id: users.id, username: users.username }).from(users)) a[u.username] = (await loadSessionUser(db, u.id, `seed-${u.username}`))!;
    await seedPlanFilings(db, a);
    const plans = await db.select().from(unitPostPlans).where(eq(unitPostPlans.unitId, a.jc3.unitId!));
    expect(plans.map((p) => [p.planVersion, p.isCurrent]).sort()).toEqual([[1, false], [2, true]]);
    const kinds = await db.select({ type: filings.filingType, status: filings.status, unitId: filings.unitId }).from(filings)
      .where(and(eq(filings.deleted, false)));
    expect(kinds).toEqual(expect.arrayContaining([
      { type: 'POST_SETTING', status: 'APPROVED', unitId: a.jc3.unitId },
      { type: 'POST_SETTING', status: 'DRAFT', unitId: a.jc2.unitId },
      { type: 'ESTAB_CONVERSION', status: 'RETURNED_ZG', unitId: a.jc3.unitId },
    ]));
  });
});
