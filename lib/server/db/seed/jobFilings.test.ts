import { and, eq } from 'drizzle-orm';
import { getDb } from '../client';
import { filingLines, filings, persons, users } from '../tables';
import { loadSessionUser, type SessionUser } from '../../session';
import { withFreshDatabase } from '../../testing/database';
import { seedJobFilings } from './jobFilings';

withFreshDatabase();

describe('seedJobFilings', () => {
  it('leaves an approved reduction at jc2, a draft departure and a filed promotion at jc', async () => {
    const db = await getDb();
    const a: Record<string, SessionUser> = {};
    for (const u of await db.select().from(users)) a[u.username] = (await loadSessionUser(db, u.id, `seed-${u.username}`))!;
    await seedJobFilings(db, a);
    const [reduce] = await db.select().from(filings).where(eq(filings.filingType, 'STAFF_REDUCE'));
    expect(reduce).toMatchObject({ status: 'APPROVED', unitId: a.jc2.unitId });
    const reduced = await db.select().from(persons).where(and(eq(persons.reduceFilingId, reduce.id), eq(persons.personStatus, 'REDUCED')));
    expect(reduced).toHaveLength(1);
    const [exchange] = await db.select().from(filings).where(eq(filings.filingType, 'EXCHANGE'));
    expect(exchange).toMatchObject({ status: 'DRAFT', unitId: a.jc.unitId, subType: 'OUT' });
    const [promotion] = await db.select().from(filings).where(eq(filings.filingType, 'POST_APPOINT'));
    expect(promotion).toMatchObject({ status: 'APPROVED', unitId: a.jc.unitId });
    const [line] = await db.select().from(filingLines).where(eq(filingLines.filingId, promotion.id));
    const [teacher] = await db.select().from(persons).where(eq(persons.id, line.personId!));
    expect(teacher).toMatchObject({ postLevel: 'T09', lockFilingId: null });
  });
});
