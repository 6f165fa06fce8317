import { eq } from 'drizzle-orm';
import { POST as personDetail } from '@/app/api/Person/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { personStatusHistory } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call } from '@/lib/server/testing/api';
import { correctionSteps } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { day } from '@/lib/server/testing/recruit';
import { onDutyAt, withTwoSchools } from '@/lib/server/testing/twoSchools';

/**
 * 调出 and 借调 in the person's status history (domain.md §3.5 状态出入): a departure out of the system starts the period
 * 减员 and a secondment the period 借调出 on the effective date, ending the period of the status left the day before; a
 * secondment's end closes its period; a correction that undoes them gives the period they closed its end back.
 */
withFreshDatabase();

const schools = withTwoSchools();
const { tokens } = schools;

const { drafted, approved, personOf } = correctionSteps(tokens);

/** The person's status history as the person page shows it (latest first), as the unit `user` reads it. */
const statusesOf = async (personId: number, user = 'jc') => (await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: personId }, token: tokens[user] }))
  .json.data.histories.statuses.map((s) => [s.fromStatus, s.toStatus, s.startDate, s.endDate, s.sourceFilingNo, s.reason]);

const SINCE_ENTRY = (end: string | null) => [null, 'ON_DUTY', '2015-08-01', end, null, '入职'];

describe('调出: a departure out of the system', () => {
  const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
  const leaving = (personId: number, effectiveDate: string) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });
  const fileDeparture = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'EXCHANGE', header, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);

  it('starts the period 减员 on its date when approved, the period on duty ending the day before', async () => {
    const personId = await onDutyAt(schools.jc, '调出即时');
    const f = await approved(await fileDeparture([leaving(personId, day(-5))]));
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceDate: day(-5) });
    expect(await statusesOf(personId)).toEqual([['ON_DUTY', 'REDUCED', day(-5), null, f.filingNo, '调出（工作需要）'], SINCE_ENTRY(day(-6))]);
  });

  it('starts it on a later date only when that day comes', async () => {
    const personId = await onDutyAt(schools.jc, '调出待生效');
    const f = await approved(await fileDeparture([leaving(personId, day(10))]));
    expect(await statusesOf(personId)).toEqual([SINCE_ENTRY(null)]);
    expect((await applyDueEffects(await getDb(), day(9))).landed).toEqual([]);
    expect(await statusesOf(personId)).toEqual([SINCE_ENTRY(null)]);
    expect((await applyDueEffects(await getDb(), day(10))).landed).toEqual([f.filingNo]);
    expect(await statusesOf(personId)).toEqual([['ON_DUTY', 'REDUCED', day(10), null, f.filingNo, '调出（工作需要）'], SINCE_ENTRY(day(9))]);
  });

  it('is taken out by a correction that drops the person, the period on duty open again', async () => {
    const stays = await onDutyAt(schools.jc, '误报调出期');
    const goes = await onDutyAt(schools.jc, '实际调出期');
    const original = await approved(await fileDeparture([leaving(stays, day(-20))]));
    expect(await statusesOf(stays)).toHaveLength(2);
    const correction = await approved(await fileDeparture([leaving(goes, day(-20))], original.id));
    expect(await personOf(stays)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect(await statusesOf(stays)).toEqual([SINCE_ENTRY(null)]);
    expect(await statusesOf(goes)).toEqual([['ON_DUTY', 'REDUCED', day(-20), null, correction.filingNo, '调出（工作需要）'], SINCE_ENTRY(day(-21))]);
  });
});

describe('借调: a secondment between the authority\'s units', () => {
  const move = (personId: number, effectiveDate: string) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });
  const fileMove = (lines: object[], mode: string, correctsFilingId?: number) => drafted({
    filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: schools.jc2, toUnitId: schools.jc, exchangeMode: mode }, lines,
    ...(correctsFilingId ? { correctsFilingId } : {}),
  }, [], 'jc2');
  const SECONDED = (f: FilingDetail, start: string, end: string | null) =>
    ['ON_DUTY', 'SECONDED_OUT', start, end, f.filingNo, '借调至湖州市第一中学（工作需要）'];

  it('starts the period 借调出 at the sending unit on its date, and the secondment\'s end closes it', async () => {
    const personId = await onDutyAt(schools.jc2, '借调即时');
    const f = await approved(await fileMove([move(personId, day(-30))], 'SECONDMENT'), [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc2, personStatus: 'SECONDED_OUT' });
    expect(await statusesOf(personId, 'jc2')).toEqual([SECONDED(f, day(-30), null), SINCE_ENTRY(day(-31))]);
    const [period] = await (await getDb()).select().from(personStatusHistory).where(eq(personStatusHistory.sourceFilingId, f.id));
    expect(period.unitId).toBe(schools.jc2);
    const end = await approved(await drafted({
      filingType: 'PERSON_STATUS', header: {}, lines: [{ personId, payload: { reason: '借调期满', change: 'SECONDMENT_OUT_END', startDate: day(-5) } }],
    }, ['借调结束通知'], 'jc2'), [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect((await statusesOf(personId, 'jc2')).slice(0, 2)).toEqual([
      ['SECONDED_OUT', 'ON_DUTY', day(-5), null, end.filingNo, '借调期满'], SECONDED(f, day(-30), day(-6)),
    ]);
  });

  it('starts a secondment dated later on its day', async () => {
    const personId = await onDutyAt(schools.jc2, '借调待生效');
    const f = await approved(await fileMove([move(personId, day(7))], 'SECONDMENT'), [], 'jc2');
    expect(await statusesOf(personId, 'jc2')).toEqual([SINCE_ENTRY(null)]);
    expect((await applyDueEffects(await getDb(), day(7))).landed).toEqual([f.filingNo]);
    expect(await statusesOf(personId, 'jc2')).toEqual([SECONDED(f, day(7), null), SINCE_ENTRY(day(6))]);
  });

  it('is taken out by a correction that replaces the secondment with a move, the period on duty open again', async () => {
    const personId = await onDutyAt(schools.jc2, '借调改调动');
    const original = await approved(await fileMove([move(personId, day(-20))], 'SECONDMENT'), [], 'jc2');
    expect(await statusesOf(personId, 'jc2')).toHaveLength(2);
    await approved(await fileMove([move(personId, day(-20))], 'TRANSFER', original.id), [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
    expect(await statusesOf(personId)).toEqual([SINCE_ENTRY(null)]);
  });
});
