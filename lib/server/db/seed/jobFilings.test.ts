import { and, eq } from 'drizzle-orm';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '../client';
import { filingLines, filings, persons, users } from '../tables';
import { personHistories } from '../../services/persons/histories';
import { loadSessionUser, type SessionUser } from '../../session';
import { withFreshDatabase } from '../../testing/database';
import { SECONDED_DAYS_AGO, seedJobFilings } from './jobFilings';

withFreshDatabase();

describe('seedJobFilings', () => {
  const a: Record<string, SessionUser> = {};
  beforeAll(async () => {
    const db = await getDb();
    for (const u of await db.select().from(users)) a[u.username] = (await loadSessionUser(db, u.id, `seed-${u.username}`))!;
    await seedJobFilings(db, a);
  });

  it('leaves an approved reduction at jc2, a draft departure and a filed promotion at jc', async () => {
    const db = await getDb();
    const [reduce] = await db.select().from(filings).where(eq(filings.filingType, 'STAFF_REDUCE'));
    expect(reduce).toMatchObject({ status: 'APPROVED', unitId: a.jc2.unitId });
    const reduced = await db.select().from(persons).where(and(eq(persons.reduceFilingId, reduce.id), eq(persons.personStatus, 'REDUCED')));
    expect(reduced).toHaveLength(1);
    const [exchange] = await db.select().from(filings).where(eq(filings.filingType, 'EXCHANGE'));
    expect(exchange).toMatchObject({ status: 'DRAFT', unitId: a.jc.unitId, subType: 'OUT' });
    const [promotion] = await db.select().from(filings).where(eq(filings.filingType, 'POST_APPOINT'));
    expect(promotion).toMatchObject({ status: 'APPROVED', unitId: a.jc.unitId });
    // Its 公示 was over before it was approved (issue 13 §5).
    expect(promotion.header).toMatchObject({ publicityStart: addDays(today(), -14), publicityEnd: addDays(today(), -8) });
    const [line] = await db.select().from(filingLines).where(eq(filingLines.filingId, promotion.id));
    const [teacher] = await db.select().from(persons).where(eq(persons.id, line.personId!));
    expect(teacher).toMatchObject({ postLevel: 'T09', lockFilingId: null });
  });

  it('leaves a jc2 teacher seconded to jc since a month ago, on jc2\'s books, with the period 借调出 in the history', async () => {
    const db = await getDb();
    const [secondment, ...more] = await db.select().from(filings).where(eq(filings.filingType, 'INTERNAL_EXCHANGE'));
    expect(more).toHaveLength(0);
    expect(secondment).toMatchObject({ status: 'APPROVED', unitId: a.jc2.unitId, header: expect.objectContaining({ exchangeMode: 'SECONDMENT', toUnitId: a.jc.unitId }) });
    const [line] = await db.select().from(filingLines).where(eq(filingLines.filingId, secondment.id));
    const start = addDays(today(), -SECONDED_DAYS_AGO);
    expect(await db.select({ unitId: persons.unitId, personStatus: persons.personStatus, lockFilingId: persons.lockFilingId }).from(persons)
      .where(eq(persons.id, line.personId!))).toEqual([{ unitId: a.jc2.unitId, personStatus: 'SECONDED_OUT', lockFilingId: null }]);
    const { statuses, exchanges } = await personHistories(db, line.personId!);
    expect(statuses).toEqual([expect.objectContaining({
      sourceFilingNo: secondment.filingNo, fromStatus: 'ON_DUTY', toStatus: 'SECONDED_OUT', startDate: start, endDate: null, reason: '借调至湖州市第一中学（工作需要）',
    })]);
    expect(exchanges.map((e) => [e.direction, e.exchangeMode, e.counterpartUnitName, e.effectiveDate]).sort()).toEqual([
      ['IN', 'SECONDMENT', '湖州市吴兴区织里实验小学', start], ['OUT', 'SECONDMENT', '湖州市第一中学', start],
    ]);
  });
});
