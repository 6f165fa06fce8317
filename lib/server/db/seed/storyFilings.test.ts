import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays, addMonths, addYears } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '../client';
import { attachments, filingLines, filings, persons, reviewRecords, users } from '../tables';
import { applyDueEffects } from '../../services/filings/effects';
import { personHistories } from '../../services/persons/histories';
import { withFreshDatabase } from '../../testing/database';
import { seedDemoFilings } from './filings';
import { DEPARTURE_DAYS_AHEAD, ENDED_SECONDMENT_MONTHS_AGO, nextMonthStart, STARTUP_MONTHS_AGO, STUDY_LEAVE_DAYS_AGO } from './storyFilings';

withFreshDatabase();

type Db = Awaited<ReturnType<typeof getDb>>;
let db: Db;
let hospital: number;
let school: number;

const ofType = (filingType: string) => db.select().from(filings)
  .where(and(eq(filings.unitId, hospital), eq(filings.filingType, filingType), eq(filings.deleted, false))).orderBy(asc(filings.id));
const lineOf = async (filingId: number) => (await db.select().from(filingLines).where(eq(filingLines.filingId, filingId)))[0];
const personOf = async (id: number) => (await db.select().from(persons).where(eq(persons.id, id)))[0];

beforeAll(async () => {
  db = await getDb();
  await seedDemoFilings(db);
  [{ unitId: hospital }] = (await db.select({ unitId: users.unitId }).from(users).where(eq(users.username, 'jc3'))) as { unitId: number }[];
  [{ unitId: school }] = (await db.select({ unitId: users.unitId }).from(users).where(eq(users.username, 'jc2'))) as { unitId: number }[];
});

/** The unit's 人员状态变动 filings of one kind of change, each with its one line. */
async function statusChanges(unitId: number, change: string) {
  const rows = await db.select({ filing: filings, line: filingLines }).from(filings).innerJoin(filingLines, eq(filingLines.filingId, filings.id))
    .where(and(eq(filings.unitId, unitId), eq(filings.filingType, 'PERSON_STATUS'), eq(filings.deleted, false))).orderBy(asc(filings.id));
  return rows.filter((r) => (r.line.payload as { change: string }).change === change);
}
const papersOf = async (filingId: number) => (await db.select({ category: attachments.category }).from(attachments)
  .where(and(eq(attachments.filingId, filingId), eq(attachments.deleted, false)))).map((r) => r.category);

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
    const [{ filing }, ...more] = await statusChanges(hospital, 'LONG_SICK');
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

describe('the demo shows the other paths in and out of the off-post statuses once each', () => {
  it('a secondment ended: the primary school\'s teacher back in post on the end\'s date, both periods in the history, with the notice', async () => {
    const began = addMonths(today(), -ENDED_SECONDMENT_MONTHS_AGO.began);
    const [{ filing: end, line }, ...more] = await statusChanges(school, 'SECONDMENT_OUT_END');
    expect(more).toHaveLength(0);
    expect(end).toMatchObject({ status: 'APPROVED', unitId: school });
    expect(await papersOf(end.id)).toEqual(['借调结束通知']);
    const [secondment] = await db.select().from(filings).innerJoin(filingLines, eq(filingLines.filingId, filings.id))
      .where(and(eq(filings.filingType, 'INTERNAL_EXCHANGE'), eq(filingLines.personId, line.personId!)));
    expect(secondment.filing).toMatchObject({ status: 'APPROVED', unitId: school, header: expect.objectContaining({ exchangeMode: 'SECONDMENT' }) });
    expect(secondment.filing_line.payload).toMatchObject({ effectiveDate: began });
    expect(await personOf(line.personId!)).toMatchObject({ unitId: school, personStatus: 'ON_DUTY', lockFilingId: null });
    const back = addMonths(today(), -ENDED_SECONDMENT_MONTHS_AGO.ended);
    expect((await personHistories(db, line.personId!)).statuses.map((s) => [s.sourceFilingNo, s.fromStatus, s.toStatus, s.startDate, s.endDate, s.reason])).toEqual([
      [end.filingNo, 'SECONDED_OUT', 'ON_DUTY', back, null, '借调期满'],
      [secondment.filing.filingNo, 'ON_DUTY', 'SECONDED_OUT', began, addDays(back, -1), '借调至湖州市第一中学（工作需要）'],
    ]);
  });

  it('a leave to start a business planned for three years and the return from it: both approved, both periods in the history', async () => {
    const [{ filing: left, line: leave }, ...moreLeft] = await statusChanges(hospital, 'OFF_POST_STARTUP');
    const [{ filing: back, line: ret }, ...moreBack] = await statusChanges(hospital, 'RETURN_TO_POST');
    expect([moreLeft, moreBack]).toEqual([[], []]);
    expect([left.status, back.status]).toEqual(['APPROVED', 'APPROVED']);
    expect(ret.personId).toBe(leave.personId);
    const startDate = addMonths(today(), -STARTUP_MONTHS_AGO.began);
    const returned = addMonths(today(), -STARTUP_MONTHS_AGO.returned);
    expect(leave.payload).toMatchObject({ startDate, endDate: addDays(addYears(startDate, 3), -1) });
    expect([await papersOf(left.id), await papersOf(back.id)]).toEqual([['离岗创业审批表'], ['返岗申请']]);
    expect(await personOf(leave.personId!)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: null });
    expect((await personHistories(db, leave.personId!)).statuses.map((s) => [s.sourceFilingNo, s.fromStatus, s.toStatus, s.startDate, s.endDate])).toEqual([
      [back.filingNo, 'OFF_POST_STARTUP', 'ON_DUTY', returned, null],
      [left.filingNo, 'ON_DUTY', 'OFF_POST_STARTUP', startDate, addDays(returned, -1)],
    ]);
  });

  it('其他不在岗: a leave for full-time study, approved with its papers and its dates in the history', async () => {
    const [{ filing, line }, ...more] = await statusChanges(hospital, 'OTHER_OFF_DUTY');
    expect(more).toHaveLength(0);
    expect(filing.status).toBe('APPROVED');
    expect(await papersOf(filing.id)).toEqual(['其他证明']);
    const startDate = addDays(today(), -STUDY_LEAVE_DAYS_AGO);
    expect(await personOf(line.personId!)).toMatchObject({ personStatus: 'OTHER_OFF_DUTY', lockFilingId: null });
    expect((await personHistories(db, line.personId!)).statuses).toEqual([expect.objectContaining({
      sourceFilingNo: filing.filingNo, fromStatus: 'ON_DUTY', toStatus: 'OTHER_OFF_DUTY', startDate, endDate: addDays(addYears(startDate, 3), -1),
    })]);
  });

  it('leaves to the screen flows the page they pick from: no status filing names the hospital\'s 100 newest technical staff on duty', async () => {
    const page = await db.select({ id: persons.id }).from(persons).where(and(
      eq(persons.unitId, hospital), eq(persons.postCategory, 'TECH'), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.deleted, false),
    )).orderBy(desc(persons.id)).limit(100);
    expect(page).toHaveLength(100);
    const named = await db.select({ id: filingLines.id }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
      .where(and(eq(filings.filingType, 'PERSON_STATUS'), inArray(filingLines.personId, page.map((p) => p.id))));
    expect(named).toEqual([]);
  });
});
