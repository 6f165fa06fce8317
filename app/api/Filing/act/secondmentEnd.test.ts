import { and, eq } from 'drizzle-orm';
import { POST as personDetail } from '@/app/api/Person/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import type { PersonDetail } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { personExchanges, personStatusHistory } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call } from '@/lib/server/testing/api';
import { correctionSteps } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { day } from '@/lib/server/testing/recruit';
import { consentOfJc2, onDutyAt, withTwoSchools } from '@/lib/server/testing/twoSchools';

/**
 * The end of a secondment (借调, an internal exchange between the authority's units) on its exchange rows: the 借调结束 of
 * a person status filing, a transfer it turns into (借调转调, the person then on duty at the receiving unit), or the
 * person's reduction, expulsion (开除) or departure out of the system while seconded, gives the OUT row at the sending unit and the IN row
 * at the receiving one the secondment's last day, the day the period 借调出 ends; a correction that undoes it opens them
 * again. Other exchanges, and a secondment not ended, keep no end; a secondment ended before keeps its day.
 */
withFreshDatabase();

const schools = withTwoSchools();
const { tokens } = schools;

const { drafted, approved, detailOf, personOf } = correctionSteps(tokens);

/** The person's exchange rows as the person page shows them to the unit `user`: mode, direction, unit's side, dates. */
async function exchangesOf(personId: number, user = 'jc2') {
  const { status, json } = await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: personId }, token: tokens[user] });
  expect(status).toBe(200);
  const units = new Map((await (await getDb()).select().from(personExchanges).where(eq(personExchanges.personId, personId))).map((r) => [r.id, r.unitId]));
  return json.data.histories.exchanges.map((e) => [e.exchangeMode, e.direction, units.get(e.id) === schools.jc ? 'jc' : 'jc2', e.effectiveDate, e.endDate])
    .sort((a, b) => (String(a) < String(b) ? -1 : 1));
}

/** The person's status history as recorded: the status left and entered, the unit, the period's days. */
async function periodsOf(personId: number) {
  const rows = await (await getDb()).select().from(personStatusHistory).where(eq(personStatusHistory.personId, personId)).orderBy(personStatusHistory.id);
  return rows.map((r) => [r.fromStatus, r.toStatus, r.unitId === schools.jc ? 'jc' : 'jc2', r.startDate, r.endDate]);
}


const move = (personId: number, effectiveDate: string) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });
/** An internal exchange from `from` to the other unit, filed by the sending unit and approved. */
const moved = async (personId: number, effectiveDate: string, mode: string, from: 'jc' | 'jc2' = 'jc2') => approved(await drafted({
  filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: from === 'jc' ? schools.jc : schools.jc2, toUnitId: from === 'jc' ? schools.jc2 : schools.jc, exchangeMode: mode },
  lines: [move(personId, effectiveDate)],
}, [], from), [], from);

const ending = (personId: number, startDate: string) => ({ personId, payload: { reason: '借调期满', change: 'SECONDMENT_OUT_END', startDate } });
/** The sending unit's 借调结束 of the persons the lines name (a correction of `correctsFilingId` if given), drafted. */
const fileEnd = (lines: object[], correctsFilingId?: number) => drafted({
  filingType: 'PERSON_STATUS', header: {}, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
}, ['借调结束通知'], 'jc2');

/** Both rows of a secondment from jc2 to jc on `start`, ended on `end` (null while it lasts). */
const SECONDMENT = (start: string, end: string | null) => [['SECONDMENT', 'IN', 'jc', start, end], ['SECONDMENT', 'OUT', 'jc2', start, end]];

describe('借调结束: a person status filing ending the secondment', () => {
  it('ends both units\' rows on the secondment\'s last day, an earlier transfer and a secondment not ended left open', async () => {
    const personId = await onDutyAt(schools.jc, '借调结束人');
    await moved(personId, day(-60), 'TRANSFER', 'jc');
    await moved(personId, day(-30), 'SECONDMENT');
    const staying = await onDutyAt(schools.jc2, '借调未结束人');
    await moved(staying, day(-30), 'SECONDMENT');
    const TRANSFER = [['TRANSFER', 'IN', 'jc2', day(-60), null], ['TRANSFER', 'OUT', 'jc', day(-60), null]];
    expect(await exchangesOf(personId)).toEqual([...SECONDMENT(day(-30), null), ...TRANSFER]);

    await approved(await fileEnd([ending(personId, day(-5))]), [], 'jc2');
    expect(await exchangesOf(personId)).toEqual([...SECONDMENT(day(-30), day(-6)), ...TRANSFER]);
    // The period 借调出 ends the same day.
    const [period] = await (await getDb()).select().from(personStatusHistory)
      .where(and(eq(personStatusHistory.personId, personId), eq(personStatusHistory.toStatus, 'SECONDED_OUT')));
    expect(period.endDate).toBe(day(-6));
    expect(await exchangesOf(staying)).toEqual(SECONDMENT(day(-30), null));
  });

  it('ends a secondment on its first day when it ends the day it began', async () => {
    const personId = await onDutyAt(schools.jc2, '当日结束');
    await moved(personId, day(-10), 'SECONDMENT');
    await approved(await fileEnd([ending(personId, day(-10))]), [], 'jc2');
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-10), day(-10)));
  });

  it('ends it only when an end dated later lands, on its day', async () => {
    const personId = await onDutyAt(schools.jc2, '借调待结束');
    await moved(personId, day(-30), 'SECONDMENT');
    const end = await approved(await fileEnd([ending(personId, day(5))]), [], 'jc2');
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect((await applyDueEffects(await getDb(), day(4))).landed).toEqual([]);
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect((await applyDueEffects(await getDb(), day(5))).landed).toEqual([end.filingNo]);
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(4)));
  });

  it('is moved by a correction of the end\'s date, and opened again by a correction that ends another person\'s instead', async () => {
    const first = await onDutyAt(schools.jc2, '误报借调结束');
    const second = await onDutyAt(schools.jc2, '实际借调结束');
    await moved(first, day(-40), 'SECONDMENT');
    await moved(second, day(-40), 'SECONDMENT');
    const original = await approved(await fileEnd([ending(first, day(-10))]), [], 'jc2');
    expect(await exchangesOf(first)).toEqual(SECONDMENT(day(-40), day(-11)));

    const redated = await approved(await fileEnd([ending(first, day(-8))], original.id), [], 'jc2');
    expect(await exchangesOf(first)).toEqual(SECONDMENT(day(-40), day(-9)));

    await approved(await fileEnd([ending(second, day(-8))], redated.id), [], 'jc2');
    expect(await exchangesOf(first)).toEqual(SECONDMENT(day(-40), null));
    expect(await exchangesOf(second)).toEqual(SECONDMENT(day(-40), day(-9)));
  });
});

describe('借调转调: a secondment turned into a transfer to the receiving unit', () => {
  /** The receiving unit's transfer from jc2 in the mode given (a correction of `correctsFilingId` if given), with jc2's consent, drafted. */
  async function fileTransfer(personId: number, effectiveDate: string, exchangeMode: string, correctsFilingId?: number): Promise<FilingDetail> {
    const { idNumber } = await personOf(personId);
    const f = await drafted({
      filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode, counterpartInSystem: true, counterpartUnitId: schools.jc2 },
      lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate, personIdNumber: idNumber } }], ...(correctsFilingId ? { correctsFilingId } : {}),
    }, []);
    expect(await consentOfJc2(schools, f.id)).toBe(200);
    return detailOf(f.id);
  }
  const transferred = async (...args: Parameters<typeof fileTransfer>) => approved(await fileTransfer(...args));
  /** The finding on the line of a transfer of `name` refused (R-JL-01). */
  const refusal = (message: string) => [{ code: 'R-JL-01', level: 'ERROR', field: 'lines[0].personId', message: `第 1 行：${message}` }];
  const plainMove = (name: string) => refusal(`${name}正在借调中，须先办理借调结束，或以“借调转调”方式调入借调单位`);

  const ON_DUTY = [null, 'ON_DUTY', 'jc2', '2015-08-01', null];
  /** The periods of a person on duty at jc2 seconded on `start` and ended on `end`, then `after`. */
  const SECONDED = (start: string, end: string | null, ...after: unknown[][]) => [
    [...ON_DUTY.slice(0, 4), day(-91)], ['ON_DUTY', 'SECONDED_OUT', 'jc2', start, end], ...after,
  ];

  it('ends the secondment\'s rows the day before the transfer; a correction moves that day, and one into a plain transfer is refused', async () => {
    const personId = await onDutyAt(schools.jc2, '借调转调人');
    await moved(personId, day(-90), 'SECONDMENT');
    const original = await transferred(personId, day(-3), 'SECONDMENT_END');
    expect(await exchangesOf(personId, 'jc')).toEqual([
      ...SECONDMENT(day(-90), day(-4)), ['SECONDMENT_END', 'IN', 'jc', day(-3), null], ['SECONDMENT_END', 'OUT', 'jc2', day(-3), null],
    ]);
    // The period 借调出 ends the same day: the person is on duty at the receiving unit from the transfer on.
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
    expect(await periodsOf(personId)).toEqual(SECONDED(day(-90), day(-4), ['SECONDED_OUT', 'ON_DUTY', 'jc', day(-3), null]));
    const [compared] = (await detailOf(original.id)).beforeAfter ?? [];
    expect(compared.rows.find((r) => r.field === 'personStatus')).toMatchObject({ before: 'SECONDED_OUT', after: 'ON_DUTY', changed: true });

    // A correction judges the person as the original found them: seconded out, moved by 借调转调 only.
    expect((await fileTransfer(personId, day(-3), 'TRANSFER', original.id)).violations).toEqual(plainMove('借调转调人'));
    await transferred(personId, day(-2), 'SECONDMENT_END', original.id);
    expect(await exchangesOf(personId, 'jc')).toEqual([
      ...SECONDMENT(day(-90), day(-3)), ['SECONDMENT_END', 'IN', 'jc', day(-2), null], ['SECONDMENT_END', 'OUT', 'jc2', day(-2), null],
    ]);
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
    expect(await periodsOf(personId)).toEqual(SECONDED(day(-90), day(-3), ['SECONDED_OUT', 'ON_DUTY', 'jc', day(-2), null]));
  });

  it('is undone by a correction that transfers another person instead: the first seconded out again at the sending unit', async () => {
    const first = await onDutyAt(schools.jc2, '误报借调转调');
    const second = await onDutyAt(schools.jc2, '实际借调转调');
    await moved(first, day(-90), 'SECONDMENT');
    await moved(second, day(-90), 'SECONDMENT');
    const original = await transferred(first, day(-3), 'SECONDMENT_END');
    expect(await personOf(first)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });

    const correction = await transferred(second, day(-2), 'SECONDMENT_END', original.id);
    expect(await personOf(first)).toMatchObject({ unitId: schools.jc2, personStatus: 'SECONDED_OUT' });
    expect(await exchangesOf(first)).toEqual(SECONDMENT(day(-90), null));
    expect(await periodsOf(first)).toEqual(SECONDED(day(-90), null));
    expect(await personOf(second)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
    expect(await periodsOf(second)).toEqual(SECONDED(day(-90), day(-3), ['SECONDED_OUT', 'ON_DUTY', 'jc', day(-2), null]));

    // The second, as the correction found them, is seconded out again: a further correction into a plain transfer is refused.
    expect((await fileTransfer(second, day(-2), 'TRANSFER', correction.id)).violations).toEqual(plainMove('实际借调转调'));
  });

  it('is refused for a person not seconded, as for one whose secondment has ended', async () => {
    const plain = await onDutyAt(schools.jc2, '未借调转调');
    const notSeconded = (name: string) => refusal(`${name}不在借调中，“借调转调”只适用于借调出的人员`);
    expect((await fileTransfer(plain, day(-3), 'SECONDMENT_END')).violations).toEqual(notSeconded('未借调转调'));

    const back = await onDutyAt(schools.jc2, '借调已结束再转调');
    await moved(back, day(-90), 'SECONDMENT');
    await approved(await fileEnd([ending(back, day(-20))]), [], 'jc2');
    expect((await fileTransfer(back, day(-3), 'SECONDMENT_END')).violations).toEqual(notSeconded('借调已结束再转调'));
    expect(await personOf(back)).toMatchObject({ unitId: schools.jc2, personStatus: 'ON_DUTY' });
    expect(await exchangesOf(back)).toEqual(SECONDMENT(day(-90), day(-21)));
  });
});

describe('减员 or 调出 while seconded: the person leaves the system, the secondment ends with the period 借调出', () => {
  const ON_DUTY = (end: string | null) => [null, 'ON_DUTY', 'jc2', '2015-08-01', end];
  const reduction = (personId: number, reduceDate: string) => ({ personId, payload: { reduceType: 'RESIGN', reduceDate } });
  /** The unit's 减员 of the persons the lines name (a correction of `correctsFilingId` if given; none: 减员撤销), drafted. */
  const fileReduction = (lines: object[], correctsFilingId?: number, filer = 'jc2') => drafted({
    filingType: 'STAFF_REDUCE', header: {}, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
  }, lines.length ? [REDUCE_PAPERS.RESIGN.zh] : [], filer);
  const departureHeader = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
  /** The sending unit's departure out of the system of the persons the lines name (correcting `correctsFilingId` if given), approved. */
  const departed = async (lines: object[], correctsFilingId?: number) => approved(await drafted({
    filingType: 'EXCHANGE', header: departureHeader, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
  }, [], 'jc2'), [], 'jc2');

  it('a reduction ends both rows on the period\'s last day; its correction moves that day, and 减员撤销 opens them again', async () => {
    const personId = await onDutyAt(schools.jc2, '借调中减员');
    await moved(personId, day(-30), 'SECONDMENT');
    const original = await approved(await fileReduction([reduction(personId, day(-5))]), [], 'jc2');
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(-6)));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), ['ON_DUTY', 'SECONDED_OUT', 'jc2', day(-30), day(-6)], ['SECONDED_OUT', 'REDUCED', 'jc2', day(-5), null]]);

    const redated = await approved(await fileReduction([reduction(personId, day(-3))], original.id), [], 'jc2');
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(-4)));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), ['ON_DUTY', 'SECONDED_OUT', 'jc2', day(-30), day(-4)], ['SECONDED_OUT', 'REDUCED', 'jc2', day(-3), null]]);

    await approved(await fileReduction([], redated.id), [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ personStatus: 'SECONDED_OUT', reduceFilingId: null });
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), ['ON_DUTY', 'SECONDED_OUT', 'jc2', day(-30), null]]);
  });

  it('a reduction dated later ends them when it lands, on its day', async () => {
    const personId = await onDutyAt(schools.jc2, '借调中待减员');
    await moved(personId, day(-30), 'SECONDMENT');
    const reduced = await approved(await fileReduction([reduction(personId, day(3))]), [], 'jc2');
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect((await applyDueEffects(await getDb(), day(3))).landed).toEqual([reduced.filingNo]);
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(2)));
  });

  it('a reduction leaves the rows of a person not seconded, and the day of a secondment ended before', async () => {
    const plain = await onDutyAt(schools.jc2, '未借调减员');
    await moved(plain, day(-60), 'TRANSFER');
    await approved(await fileReduction([reduction(plain, day(-5))], undefined, 'jc'));
    expect(await exchangesOf(plain, 'jc')).toEqual([['TRANSFER', 'IN', 'jc', day(-60), null], ['TRANSFER', 'OUT', 'jc2', day(-60), null]]);

    const back = await onDutyAt(schools.jc2, '借调已结束减员');
    await moved(back, day(-40), 'SECONDMENT');
    await approved(await fileEnd([ending(back, day(-20))]), [], 'jc2');
    await approved(await fileReduction([reduction(back, day(-5))]), [], 'jc2');
    expect(await exchangesOf(back)).toEqual(SECONDMENT(day(-40), day(-21)));
  });

  it('a departure out of the system ends them the day before it; a correction that lets another person go instead opens them again', async () => {
    const stays = await onDutyAt(schools.jc2, '误报借调中调出');
    const goes = await onDutyAt(schools.jc2, '实际借调中调出');
    await moved(stays, day(-30), 'SECONDMENT');
    await moved(goes, day(-30), 'SECONDMENT');
    const leaving = (personId: number) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(-5) } });
    const original = await departed([leaving(stays)]);
    expect(await exchangesOf(stays)).toEqual([...SECONDMENT(day(-30), day(-6)), ['TRANSFER', 'OUT', 'jc2', day(-5), null]]);
    expect(await periodsOf(stays)).toEqual([ON_DUTY(day(-31)), ['ON_DUTY', 'SECONDED_OUT', 'jc2', day(-30), day(-6)], ['SECONDED_OUT', 'REDUCED', 'jc2', day(-5), null]]);

    await departed([leaving(goes)], original.id);
    expect(await personOf(stays)).toMatchObject({ personStatus: 'SECONDED_OUT', reduceFilingId: null });
    expect(await exchangesOf(stays)).toEqual(SECONDMENT(day(-30), null));
    expect(await periodsOf(stays)).toEqual([ON_DUTY(day(-31)), ['ON_DUTY', 'SECONDED_OUT', 'jc2', day(-30), null]]);
    expect(await exchangesOf(goes)).toEqual([...SECONDMENT(day(-30), day(-6)), ['TRANSFER', 'OUT', 'jc2', day(-5), null]]);
  });

  it('a departure leaves the day of a secondment ended before', async () => {
    const back = await onDutyAt(schools.jc2, '借调已结束调出');
    await moved(back, day(-40), 'SECONDMENT');
    await approved(await fileEnd([ending(back, day(-20))]), [], 'jc2');
    await departed([{ personId: back, payload: { reason: 'WORK_NEED', effectiveDate: day(-5) } }]);
    expect(await exchangesOf(back)).toEqual([...SECONDMENT(day(-40), day(-21)), ['TRANSFER', 'OUT', 'jc2', day(-5), null]]);
  });
});

describe('开除 while seconded: an expulsion ends what a 减员 ends', () => {
  const ON_DUTY = (end: string | null) => [null, 'ON_DUTY', 'jc2', '2015-08-01', end];
  const SECONDED = (start: string, end: string | null) => ['ON_DUTY', 'SECONDED_OUT', 'jc2', start, end];
  const sanction = (personId: number, rpType: string, rpName: string, effectiveDate: string, rpKind = 'PUNISH') => ({ personId, payload: {
    rpKind, rpType, rpName, reason: '严重违纪', decisionDate: effectiveDate, effectiveDate, approveOrg: '湖州市教育局', docNo: '湖教〔2026〕40号',
  } });
  const expulsion = (personId: number, effectiveDate: string) => sanction(personId, 'EXPEL', '开除处分', effectiveDate);
  /** The sending unit's reward and punishment filing of the lines (a correction of `correctsFilingId` if given), approved. */
  const sanctioned = async (lines: ReturnType<typeof sanction>[], correctsFilingId?: number, filer = 'jc2') => approved(await drafted({
    filingType: 'REWARD_PUNISH', header: { summary: null }, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
  }, [...new Set(lines.map((l) => (l.payload.rpKind === 'REWARD' ? '奖励决定' : '处分决定书')))], filer), [], filer);

  it('closes the period and both rows on the day before; a correction moves that day, and one into a warning opens them again', async () => {
    const personId = await onDutyAt(schools.jc2, '借调中开除');
    await moved(personId, day(-30), 'SECONDMENT');
    const original = await sanctioned([expulsion(personId, day(-5))]);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'EXPEL', reduceFilingId: original.id });
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(-6)));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), SECONDED(day(-30), day(-6)), ['SECONDED_OUT', 'REDUCED', 'jc2', day(-5), null]]);

    const redated = await sanctioned([expulsion(personId, day(-3))], original.id);
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(-4)));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), SECONDED(day(-30), day(-4)), ['SECONDED_OUT', 'REDUCED', 'jc2', day(-3), null]]);

    await sanctioned([sanction(personId, 'WARNING', '警告处分', day(-3))], redated.id);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'SECONDED_OUT', reduceType: null, reduceFilingId: null });
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), SECONDED(day(-30), null)]);
  });

  it('an expulsion dated later closes them when it lands, on its day', async () => {
    const personId = await onDutyAt(schools.jc2, '借调中待开除');
    await moved(personId, day(-30), 'SECONDMENT');
    const expelled = await sanctioned([expulsion(personId, day(3))]);
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), SECONDED(day(-30), null)]);
    expect((await applyDueEffects(await getDb(), day(3))).landed).toEqual([expelled.filingNo]);
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), day(2)));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), SECONDED(day(-30), day(2)), ['SECONDED_OUT', 'REDUCED', 'jc2', day(3), null]]);
  });

  it('a reward or a lighter sanction of a person seconded out changes neither the rows nor the periods', async () => {
    const personId = await onDutyAt(schools.jc2, '借调中受奖惩');
    await moved(personId, day(-30), 'SECONDMENT');
    await sanctioned([sanction(personId, 'COMMEND', '嘉奖', day(-10), 'REWARD')]);
    await sanctioned([sanction(personId, 'DEMERIT', '记过处分', day(-5))]);
    await sanctioned([sanction(personId, 'REMOVE', '撤职处分', day(-4))]);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'SECONDED_OUT', reduceFilingId: null });
    expect(await exchangesOf(personId)).toEqual(SECONDMENT(day(-30), null));
    expect(await periodsOf(personId)).toEqual([ON_DUTY(day(-31)), SECONDED(day(-30), null)]);
  });

  it('an expulsion closes the period of a person not seconded and keeps their transfer rows, as the day of a secondment ended before', async () => {
    const plain = await onDutyAt(schools.jc2, '未借调开除');
    await moved(plain, day(-60), 'TRANSFER');
    await sanctioned([expulsion(plain, day(-5))], undefined, 'jc');
    expect(await personOf(plain)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'EXPEL' });
    expect(await exchangesOf(plain, 'jc')).toEqual([['TRANSFER', 'IN', 'jc', day(-60), null], ['TRANSFER', 'OUT', 'jc2', day(-60), null]]);
    expect(await periodsOf(plain)).toEqual([ON_DUTY(day(-6)), ['ON_DUTY', 'REDUCED', 'jc', day(-5), null]]);

    const back = await onDutyAt(schools.jc2, '借调已结束开除');
    await moved(back, day(-40), 'SECONDMENT');
    await approved(await fileEnd([ending(back, day(-20))]), [], 'jc2');
    await sanctioned([expulsion(back, day(-5))]);
    expect(await exchangesOf(back)).toEqual(SECONDMENT(day(-40), day(-21)));
    expect(await periodsOf(back)).toEqual([
      ON_DUTY(day(-41)), SECONDED(day(-40), day(-21)), ['SECONDED_OUT', 'ON_DUTY', 'jc2', day(-20), day(-6)], ['ON_DUTY', 'REDUCED', 'jc2', day(-5), null],
    ]);
  });
});
