import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '../client';
import { filingLines, filings, persons, reviewRecords, users } from '../tables';
import { applyDueEffects } from '../../services/filings/effects';
import { personHistories } from '../../services/persons/histories';
import { withFreshDatabase } from '../../testing/database';
import { seedDemoFilings } from './filings';
import { DEPARTURE_DAYS_AHEAD, nextMonthStart } from './storyFilings';

withFreshDatabase();

type Db = Awaited<ReturnType<typeof getDb>>;
let db: Db;
let hospital: number;

const ofType = (filingType: string) => db.select().from(filings)
  .where(and(eq(filings.unitId, hospital), eq(filings.filingType, filingType), eq(filings.deleted, false))).orderBy(asc(filings.id));
const lineOf = async (filingId: number) => (await db.select().from(filingLines).where(eq(filingLines.filingId, filingId)))[0];
const personOf = async (id: number) => (await db.select().from(persons).where(eq(persons.id, id)))[0];

beforeAll(async () => {
  db = await getDb();
  await seedDemoFilings(db);
  [{ unitId: hospital }] = (await db.select({ unitId: users.unitId }).from(users).where(eq(users.username, 'jc3'))) as { unitId: number }[];
});

describe('nextMonthStart', () => {
  it('is the first of next month, or the 30th day ahead when the month is longer', () => {
    expect(nextMonthStart('2026-11-26')).toBe('2026-12-01');
    expect(nextMonthStart('2026-12-31')).toBe('2027-01-01');
    expect(nextMonthStart('2026-12-02')).toBe('2027-01-01');
    expect(nextMonthStart('2026-12-01')).toBe('2026-12-31');
  });
});

describe('the demo shows the paths of the record once each, at the hospital', () => {
  it('a reduction corrected: both approved, linked both ways, the correction\'s period in the person\'s history', async () => {
    const [correction, ...more] = (await ofType('STAFF_REDUCE')).filter((f) => f.correctsFilingId !== null);
    expect(more).toHaveLength(0);
    const [original] = await db.select().from(filings).where(eq(filings.id, correction.correctsFilingId!));
    expect(correction.status).toBe('APPROVED');
    expect(original).toMatchObject({ status: 'APPROVED', correctedById: correction.id, filingType: 'STAFF_REDUCE', unitId: hospital });
    const [corrected] = await db.select().from(reviewRecords).where(and(eq(reviewRecords.filingId, original.id), eq(reviewRecords.action, 'CORRECTED')));
    expect(corrected.opinion).toBe(`已由更正件 ${correction.filingNo} 更正，原效果已撤销`);
    const { personId } = await lineOf(correction.id);
    expect(personId).toBe((await lineOf(original.id)).personId);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'CONTRACT_END', reduceFilingId: correction.id, lockFilingId: null });
    const { statuses } = await personHistories(db, personId!);
    // The original's period went with its reversal: the person's status history holds the correction's alone.
    expect(statuses.map((s) => [s.sourceFilingNo, s.toStatus])).toEqual([[correction.filingNo, 'REDUCED']]);
  });

  it('a reduction dated next month: approved, the doctor in post and held until the date, when it lands', async () => {
    const waiting = (await ofType('STAFF_REDUCE')).filter((f) => f.effectAppliedAt === null);
    expect(waiting).toHaveLength(1);
    const [filing] = waiting;
    const due = nextMonthStart(today());
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: due });
    const { personId } = await lineOf(filing.id);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null, lockFilingId: filing.id });

    expect((await applyDueEffects(db, addDays(due, -1))).landed).not.toContain(filing.filingNo);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect((await applyDueEffects(db, due)).landed).toContain(filing.filingNo);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: due, reduceFilingId: filing.id, lockFilingId: null });
  });

  it('a long sick leave: approved by the health commission, with its dates in the person\'s history', async () => {
    const [filing, ...more] = await ofType('PERSON_STATUS');
    expect(more).toHaveLength(0);
    expect(filing.status).toBe('APPROVED');
    const { personId, payload } = await lineOf(filing.id);
    expect(payload).toMatchObject({ change: 'LONG_SICK', startDate: addDays(today(), -21) });
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'LONG_SICK', lockFilingId: null });
    const { statuses } = await personHistories(db, personId!);
    expect(statuses).toEqual([expect.objectContaining({
      sourceFilingNo: filing.filingNo, fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: payload.startDate, endDate: payload.endDate,
    })]);
    expect(payload.endDate! > payload.startDate!).toBe(true);
  });

  it('a departure out of the system dated after next month\'s reduction: approved, the doctor in post and held until the date, then 减员 from it', async () => {
    const [filing, ...more] = await ofType('EXCHANGE');
    expect(more).toHaveLength(0);
    const due = addDays(today(), DEPARTURE_DAYS_AHEAD);
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: due, effectAppliedAt: null, header: expect.objectContaining({ direction: 'OUT' }) });
    const { personId } = await lineOf(filing.id);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null, lockFilingId: filing.id });
    expect((await personHistories(db, personId!)).statuses).toEqual([]);

    expect((await applyDueEffects(db, addDays(due, -1))).landed).not.toContain(filing.filingNo);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect((await applyDueEffects(db, due)).landed).toContain(filing.filingNo);
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'TRANSFER_OUT', reduceDate: due, reduceFilingId: filing.id, lockFilingId: null });
    expect((await personHistories(db, personId!)).statuses).toEqual([expect.objectContaining({
      sourceFilingNo: filing.filingNo, fromStatus: 'ON_DUTY', toStatus: 'REDUCED', startDate: due, endDate: null, reason: '调出（解决夫妻两地分居）',
    })]);
  });

  it('a former doctor back through a recruitment result: the same record, the earlier period kept', async () => {
    const [result, ...more] = await ofType('RECRUIT_RESULT');
    expect(more).toHaveLength(0);
    expect(result.status).toBe('APPROVED');
    const [plan] = await db.select().from(filings).where(eq(filings.id, (result.header as { planFilingId: number }).planFilingId));
    expect(plan).toMatchObject({ status: 'APPROVED', filingType: 'RECRUIT_PLAN', unitId: hospital });
    const { personId } = await lineOf(result.id);
    const [left] = await db.select({ id: filings.id, filingNo: filings.filingNo }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
      .where(and(eq(filingLines.personId, personId!), eq(filings.filingType, 'STAFF_REDUCE'), isNotNull(filings.effectAppliedAt)));
    expect(left).toBeDefined();
    expect(await personOf(personId!)).toMatchObject({ personStatus: 'PENDING_ARRIVAL', unitId: hospital, reduceFilingId: null, deleted: false, unitEntryDate: today() });
    const { statuses } = await personHistories(db, personId!);
    expect(statuses).toEqual([
      expect.objectContaining({ sourceFilingNo: result.filingNo, fromStatus: 'REDUCED', toStatus: 'PENDING_ARRIVAL', startDate: today(), endDate: null }),
      expect.objectContaining({ sourceFilingNo: left.filingNo, fromStatus: 'ON_DUTY', toStatus: 'REDUCED', endDate: addDays(today(), -1) }),
    ]);
  });
});
