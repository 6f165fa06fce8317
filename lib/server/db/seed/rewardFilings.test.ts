import { eq } from 'drizzle-orm';
import { loadSessionUser, type SessionUser } from '../../session';
import { getDb } from '../client';
import { filings, personRewardPunish, users } from '../tables';
import { withFreshDatabase } from '../../testing/database';
import { seedRewardFilings } from './rewardFilings';

withFreshDatabase();

describe('seedRewardFilings', () => {
  it('files a commendation at jc2 and leaves a draft one at jc', async () => {
    const db = await getDb();
    const a: Record<string, SessionUser> = {};
    for (const u of await db.select({ id: users.id, username: users.username }).from(users)) a[u.username] = (await loadSessionUser(db, u.id, `seed-${u.username}`))!;
    await seedRewardFilings(db, a);
    const made = await db.select({ status: filings.status, unitId: filings.unitId }).from(filings).where(eq(filings.filingType, 'REWARD_PUNISH'));
    expect(made).toEqual(expect.arrayContaining([{ status: 'APPROVED', unitId: a.jc2.unitId }, { status: 'DRAFT', unitId: a.jc.unitId }]));
    expect(await db.select().from(personRewardPunish)).toEqual([expect.objectContaining({ rpType: 'COMMEND', unitId: a.jc2.unitId, punishMonths: null })]);
  });
});
