import { eq } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
import { getDb } from '@/lib/server/db/client';
import { filingLines, filings, personEstabHistory, personExchanges, personPostHistory, personRewardPunish, persons, personTitleHistory } from '@/lib/server/db/tables';
import { correctionSteps, EN } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, insertPerson, setPostCount } from '@/lib/server/testing/fixtures';
import { day } from '@/lib/server/testing/recruit';
import { consentOfJc2, withTwoSchools } from '@/lib/server/testing/twoSchools';

/**
 * Corrections (更正件, domain.md §3.5) of 人员交流, 内部交流, 编制转换 and 人员信息上报: on the correction's final approval the
 * original's effect is undone and the correction's applied, linked both ways; refused, naming the person, while a later
 * filing has changed them or the original did not record what it changed.
 */
withFreshDatabase();

const schools = withTwoSchools();
const { tokens } = schools;
beforeAll(async () => {
  // Posts enough: these tests count the reversals, not the posts.
  for (const level of ['T10', 'T11', 'T12']) await setPostCount(schools.jc, level, 99);
});

const { doAct, detailOf, personOf, drafted, atFinalStep, approved, expectLinked, refusedThenApproved } = correctionSteps(tokens);
const historyOf = async (personId: number) => {
  const db = await getDb();
  return {
    exchanges: await db.select().from(personExchanges).where(eq(personExchanges.personId, personId)),
    estab: await db.select().from(personEstabHistory).where(eq(personEstabHistory.personId, personId)),
    posts: await db.select().from(personPostHistory).where(eq(personPostHistory.personId, personId)),
  };
};

/** The line's payload without what its effect saved (`before`): an original approved before it was recorded. Answers a restore. */
async function forgetBefore(filingId: number): Promise<() => Promise<void>> {
  const db = await getDb();
  const [line] = await db.select().from(filingLines).where(eq(filingLines.filingId, filingId));
  const { before, ...bare } = line.payload;
  expect(before).toBeTruthy();
  await db.update(filingLines).set({ payload: bare }).where(eq(filingLines.id, line.id));
  return async () => { await db.update(filingLines).set({ payload: line.payload }).where(eq(filingLines.id, line.id)); };
}

/**
 * The correction at its final approval refused for want of `before` (zh and en: the finding R-CORR-01 its rules show on
 * the draft too), then approved once it is back.
 */
async function refusedUnrecorded(original: FilingDetail, draft: FilingDetail, text: { zh: string; en: string }, filer = 'jc') {
  const at = await atFinalStep(draft, [], filer);
  const restore = await forgetBefore(original.id);
  const refused = await doAct(at.user, at.filing, at.action);
  expect([refused.status, refused.json.msg]).toEqual([422, text.zh]);
  expect(refused.json.data.violations[0]).toEqual({ code: 'R-CORR-01', level: 'ERROR', field: 'correctsFilingId', message: text.zh });
  expect((await doAct(at.user, at.filing, at.action, {}, EN)).json.msg).toBe(text.en);
  await restore();
  const { json } = await doAct(at.user, at.filing, at.action);
  expect(json.data.status).toBe('APPROVED');
  return json.data;
}

describe('人员交流: a correction of an arrival from a unit of the system', () => {
  const inFrom = { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId: 0 };
  const arrival = async (personId: number, effectiveDate: string, extra: object = {}) =>
    ({ personId, payload: { reason: 'WORK_NEED', effectiveDate, personIdNumber: (await personOf(personId)).idNumber, ...extra } });
  async function fileArrival(lines: object[], correctsFilingId?: number): Promise<FilingDetail> {
    const f = await drafted({ filingType: 'EXCHANGE', header: { ...inFrom, counterpartUnitId: schools.jc2 }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);
    expect(await consentOfJc2(schools, f.id)).toBe(200);
    return detailOf(f.id);
  }

  it('puts the person back at the sending unit and moves them again as corrected, judged where they were (R-JL-01)', async () => {
    const personId = await insertPerson(schools.jc2, { name: '调入更正', recordStatus: 'FILED', deptName: '教务处' });
    const original = await approved(await fileArrival([await arrival(personId, day(-20), { toPostCategory: 'TECH', toPostLevel: 'T11' })]));
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, unitEntryDate: day(-20), postLevel: 'T11', deptName: null });
    expect((await detailOf(original.id)).correctable).toBe(true);
    const draft = await fileArrival([await arrival(personId, day(-10))], original.id);
    // Not "not in the sending unit": the correction's approval puts the person back there first.
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '调入更正', original, schools.jc);
    expect(await personOf(personId)).toMatchObject({
      unitId: schools.jc, unitEntryDate: day(-10), entryMethod: 'TRANSFER_IN', postLevel: 'T10', appointDate: day(-10), deptName: null, lockFilingId: null,
    });
    const { exchanges, posts } = await historyOf(personId);
    expect(exchanges.map((h) => [h.direction, h.unitId, h.effectiveDate, h.sourceFilingId]).sort()).toEqual([
      ['IN', schools.jc, day(-10), correction.id], ['OUT', schools.jc2, day(-10), correction.id],
    ]);
    expect(posts).toEqual([]);
    await expectLinked(original, correction);
  });

  it('refuses while the person no longer stands as the arrival left them, and undoes it once they do', async () => {
    const personId = await insertPerson(schools.jc2, { name: '调入后改编', recordStatus: 'FILED' });
    const original = await approved(await fileArrival([await arrival(personId, day(-20))]));
    const at = await atFinalStep(await fileArrival([await arrival(personId, day(-15))], original.id));
    const db = await getDb();
    await db.update(persons).set({ entryMethod: 'MILITARY' }).where(eq(persons.id, personId));
    const refused = await doAct(at.user, at.filing, at.action);
    expect([refused.status, refused.json.msg]).toEqual([422, 'correctsFilingId: 调入后改编在原件之后已有变动，不能撤销原件的效果']);
    await db.update(persons).set({ entryMethod: 'TRANSFER_IN' }).where(eq(persons.id, personId));
    expect((await doAct(at.user, at.filing, at.action)).json.data.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, unitEntryDate: day(-15) });
  });

  it('refuses to undo an arrival whose person before it was not recorded, and undoes it once it is', async () => {
    const personId = await insertPerson(schools.jc2, { name: '调入无记录', recordStatus: 'FILED' });
    const original = await approved(await fileArrival([await arrival(personId, day(-20))]));
    const [line] = await (await getDb()).select().from(filingLines).where(eq(filingLines.filingId, original.id));
    expect(line.payload.before).toMatchObject({ unitId: schools.jc2, unitEntryDate: '2015-08-01', recordStatus: 'FILED', personStatus: 'ON_DUTY' });
    await refusedUnrecorded(original, await fileArrival([await arrival(personId, day(-15))], original.id), {
      zh: '调入无记录在原件之前的单位、编制与岗位未有记录，不能自动撤销原件的效果',
      en: "调入无记录's unit, establishment and post before the original was not recorded; its effect cannot be undone automatically",
    });
  });

  it('leaves the person at the sending unit when the correction names someone else', async () => {
    const wrong = await insertPerson(schools.jc2, { name: '调错的人', recordStatus: 'FILED' });
    const right = await insertPerson(schools.jc2, { name: '该调的人', recordStatus: 'FILED' });
    const original = await approved(await fileArrival([await arrival(wrong, day(-20))]));
    const correction = await approved(await fileArrival([await arrival(right, day(-20))], original.id));
    expect(await personOf(wrong)).toMatchObject({ unitId: schools.jc2, unitEntryDate: '2015-08-01', entryMethod: 'OPEN_RECRUIT', recordStatus: 'FILED' });
    expect((await historyOf(wrong)).exchanges).toEqual([]);
    expect(await personOf(right)).toMatchObject({ unitId: schools.jc });
    await expectLinked(original, correction);
  });
});

describe('人员交流: a correction of a departure out of the system', () => {
  const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
  const leaving = (personId: number, effectiveDate: string) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });
  const fileDeparture = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'EXCHANGE', header, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);

  it('brings the person back on duty and lets them leave on the corrected date, judged on duty (R-JL-01)', async () => {
    const personId = await insertPerson(schools.jc, { name: '调出更正', recordStatus: 'FILED' });
    const original = await approved(await fileDeparture([leaving(personId, day(-20))]));
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceFilingId: original.id });
    const draft = await fileDeparture([leaving(personId, day(-10))], original.id);
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '调出更正', original, schools.jc);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'TRANSFER_OUT', reduceDate: day(-10), reduceFilingId: correction.id });
    expect((await historyOf(personId)).exchanges.map((h) => [h.direction, h.effectiveDate, h.sourceFilingId])).toEqual([['OUT', day(-10), correction.id]]);
    await expectLinked(original, correction);
  });

  it('keeps the person on duty when the correction drops them', async () => {
    const stays = await insertPerson(schools.jc, { name: '误报调出', recordStatus: 'FILED' });
    const goes = await insertPerson(schools.jc, { name: '实际调出', recordStatus: 'FILED' });
    const original = await approved(await fileDeparture([leaving(stays, day(-5))]));
    await approved(await fileDeparture([leaving(goes, day(-5))], original.id));
    expect(await personOf(stays)).toMatchObject({ personStatus: 'ON_DUTY', reduceType: null, reduceDate: null, reduceFilingId: null });
    expect((await historyOf(stays)).exchanges).toEqual([]);
  });
});

describe('人员交流: a correction of an arrival from outside the system, described on its line', () => {
  const header = { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '湖州市某企业' };
  const described = (name: string, birthDate: string, extra: object = {}) => ({
    payload: {
      reason: 'WORK_NEED', effectiveDate: day(-10), toEstabType: 'INST',
      newPerson: {
        name, idNumber: idOf(birthDate), gender: '1', birthDate, ethnicity: '01', politicalStatus: '01', education: '21',
        major: '计算机科学与技术', graduateSchool: '浙江大学', workStartDate: '2010-07-01', ...extra,
      },
    },
  });
  const fileOutside = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'EXCHANGE', header, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);
  const ids: Record<string, string> = {};
  /** One ID number per birth date, so that a correction describes the very same person. */
  const idOf = (birthDate: string) => (ids[birthDate] ??= idNumberFor(birthDate));
  const byIdNumber = async (birthDate: string) => (await getDb()).select().from(persons).where(eq(persons.idNumber, idOf(birthDate)));

  it('withdraws the record the arrival created; a correction describing the same person files it again (R-ID-03 not raised)', async () => {
    const original = await approved(await fileOutside([described('系统外更正', '1987-02-11')]));
    const [created] = await byIdNumber('1987-02-11');
    expect(created).toMatchObject({ unitId: schools.jc, recordStatus: 'FILED', deleted: false });
    const draft = await fileOutside([described('系统外更正', '1987-02-11', { major: '软件工程' })], original.id);
    expect(draft.violations).toEqual([]);
    const correction = await approved(draft);
    expect(await byIdNumber('1987-02-11')).toEqual([expect.objectContaining({ id: created.id, major: '软件工程', deleted: false, recordStatus: 'FILED' })]);
    expect((await historyOf(created.id)).exchanges.map((h) => h.sourceFilingId)).toEqual([correction.id]);
    await expectLinked(original, correction);
  });

  it('takes the record off the books when the correction drops the person', async () => {
    const original = await approved(await fileOutside([described('误报调入', '1986-05-20'), described('确实调入', '1985-07-09')]));
    const [dropped] = await byIdNumber('1986-05-20');
    await approved(await fileOutside([described('确实调入', '1985-07-09')], original.id));
    expect(await personOf(dropped.id)).toMatchObject({ deleted: true, lockFilingId: null });
    expect(await historyOf(dropped.id)).toEqual({ exchanges: [], estab: [], posts: [] });
    expect((await byIdNumber('1985-07-09'))[0]).toMatchObject({ deleted: false, unitId: schools.jc });
  });

  it('refuses to withdraw a former employee the arrival brought back', async () => {
    const formerId = await insertPerson(schools.jc2, {
      name: '返聘人员', birthDate: '1984-03-03', idNumber: idOf('1984-03-03'), recordStatus: 'FILED', personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: '2020-01-01',
    });
    const original = await approved(await fileOutside([described('返聘人员', '1984-03-03')]));
    expect(await personOf(formerId)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
    const at = await atFinalStep(await fileOutside([described('返聘人员', '1984-03-03', { major: '软件工程' })], original.id));
    const refused = await doAct(at.user, at.filing, at.action);
    expect([refused.status, refused.json.msg, refused.json.data]).toEqual([
      422, 'correctsFilingId: 返聘人员的人员档案早于原件（原减员人员重新进入），不能撤回', { field: 'correctsFilingId', personId: formerId },
    ]);
  });
});

describe('内部交流: a correction of a move between the authority\'s units, filed by the sending unit', () => {
  const header = { fromUnitId: 0, toUnitId: 0, exchangeMode: 'TRANSFER' };
  const move = (personId: number, effectiveDate: string) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });
  const fileMove = (lines: object[], correctsFilingId?: number, mode = 'TRANSFER') => drafted({
    filingType: 'INTERNAL_EXCHANGE', header: { ...header, fromUnitId: schools.jc2, toUnitId: schools.jc, exchangeMode: mode }, lines,
    ...(correctsFilingId ? { correctsFilingId } : {}),
  }, [], 'jc2');

  it('puts the person back at the sending unit and moves them on the corrected date', async () => {
    const personId = await insertPerson(schools.jc2, { name: '内部更正', recordStatus: 'FILED' });
    const original = await approved(await fileMove([move(personId, day(-20))]), [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, entryMethod: 'INTERNAL', unitEntryDate: day(-20) });
    expect((await detailOf(original.id, 'jc2')).correctable).toBe(true);
    const draft = await fileMove([move(personId, day(-10))], original.id);
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '内部更正', original, schools.jc2, 'jc2');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, unitEntryDate: day(-10) });
    expect((await historyOf(personId)).exchanges.map((h) => h.sourceFilingId)).toEqual([correction.id, correction.id]);
    await expectLinked(original, correction, 'jc2');
  });

  it('ends a secondment the correction replaces with a move: the person back on duty, then moved', async () => {
    const personId = await insertPerson(schools.jc2, { name: '借调更正', recordStatus: 'FILED' });
    const original = await approved(await fileMove([move(personId, day(-20))], undefined, 'SECONDMENT'), [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc2, personStatus: 'SECONDED_OUT' });
    const draft = await fileMove([move(personId, day(-20))], original.id, 'TRANSFER');
    expect(draft.violations).toEqual([]);
    const correction = await approved(draft, [], 'jc2');
    expect(await personOf(personId)).toMatchObject({ unitId: schools.jc, personStatus: 'ON_DUTY' });
    expect((await historyOf(personId)).exchanges.map((h) => [h.direction, h.exchangeMode, h.sourceFilingId]).sort()).toEqual([
      ['IN', 'TRANSFER', correction.id], ['OUT', 'TRANSFER', correction.id],
    ]);
  });
});

describe('编制转换: a correction of an approved conversion', () => {
  const convert = (personId: number, toLevel: string, effectiveDate: string) => ({
    personId,
    payload: {
      fromEstabStatus: 'OUT', fromEstabType: null, fromCategory: null, fromLevel: null, toEstabStatus: 'IN', toEstabType: 'INST', toOutEmployForm: null,
      toCategory: 'TECH', toLevel, basisDoc: '湖人社〔2026〕88号', effectiveDate,
    },
  });
  const fileConversion = (lines: object[], correctsFilingId?: number) => drafted({
    filingType: 'ESTAB_CONVERSION', header: { reason: '编外人员经考核转为事业编制' }, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
  }, ['编制转换批准文件']);
  const outside = (name: string) => insertPerson(schools.jc, { name, estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT', postCategory: null, postLevel: null, appointDate: null, recordStatus: 'FILED' });

  it('gives the person back the establishment before it and converts them as corrected, judged as before (R-GEN-03)', async () => {
    const personId = await outside('转换更正');
    const original = await approved(await fileConversion([convert(personId, 'T12', day(-20))]));
    expect(await personOf(personId)).toMatchObject({ estabStatus: 'IN', estabType: 'INST', outEmployForm: null, postLevel: 'T12' });
    expect((await detailOf(original.id)).correctable).toBe(true);
    const draft = await fileConversion([convert(personId, 'T11', day(-10))], original.id);
    // Not "the establishment has changed": the correction's approval gives back the one the line names.
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '转换更正', original, schools.jc);
    expect(await personOf(personId)).toMatchObject({ estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', appointDate: day(-10) });
    const { estab, posts } = await historyOf(personId);
    expect(estab.map((h) => [h.fromEstabStatus, h.toEstabStatus, h.effectiveDate, h.sourceFilingId])).toEqual([['OUT', 'IN', day(-10), correction.id]]);
    expect(posts.map((h) => [h.postLevel, h.sourceFilingId])).toEqual([['T11', correction.id]]);
    await expectLinked(original, correction);
  });

  it('judges a sanction (R-GW-09) against the level before the original: none, so no rise; a rise from a level held is refused', async () => {
    const personId = await outside('处分期转换');
    const original = await approved(await fileConversion([convert(personId, 'T12', day(-20))]));
    const db = await getDb();
    await db.insert(personRewardPunish).values({
      personId, unitId: schools.jc, rpKind: 'PUNISH', rpType: 'WARNING', rpName: '警告', decisionDate: day(-15), effectiveDate: day(-15), punishMonths: 6, punishEndDate: day(160),
    });
    // Held nothing before the original: the corrected level is a first appointment, not a rise above the level now held (T12).
    const first = await fileConversion([convert(personId, 'T11', day(-10))], original.id);
    expect(first.violations.filter((v) => v.code === 'R-GW-09')).toEqual([]);
    // An ordinary conversion of someone holding T12 to T11 is the rise the sanction forbids.
    const held = await insertPerson(schools.jc, { name: '处分期在编', estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT', postCategory: 'TECH', postLevel: 'T12', recordStatus: 'FILED' });
    await db.insert(personRewardPunish).values({
      personId: held, unitId: schools.jc, rpKind: 'PUNISH', rpType: 'WARNING', rpName: '警告', decisionDate: day(-15), effectiveDate: day(-15), punishMonths: 6, punishEndDate: day(160),
    });
    const rise = await fileConversion([{ ...convert(held, 'T11', day(-10)), payload: { ...convert(held, 'T11', day(-10)).payload, fromCategory: 'TECH', fromLevel: 'T12' } }]);
    expect(rise.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-09', field: 'lines[0].toLevel' }));
    for (const id of [first.id, rise.id]) await db.update(filings).set({ deleted: true }).where(eq(filings.id, id));
  });

  it('leaves the person as before when the correction drops them', async () => {
    const dropped = await outside('误报转换');
    const kept = await outside('确实转换');
    const original = await approved(await fileConversion([convert(dropped, 'T12', day(-5))]));
    await approved(await fileConversion([convert(kept, 'T12', day(-5))], original.id));
    expect(await personOf(dropped)).toMatchObject({ estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT', postCategory: null, postLevel: null });
    expect(await historyOf(dropped)).toMatchObject({ estab: [], posts: [] });
  });

  it('shows on the draft and refuses at approval a conversion whose establishment before it was not recorded', async () => {
    const personId = await outside('转换无记录');
    const original = await approved(await fileConversion([convert(personId, 'T12', day(-20))]));
    const restore = await forgetBefore(original.id);
    const draft = await fileConversion([convert(personId, 'T11', day(-10))], original.id);
    expect(draft.violations).toContainEqual(expect.objectContaining({ code: 'R-CORR-01', message: '转换无记录在原件之前的编制情况未有记录，不能自动撤销原件的效果' }));
    await restore();
    await refusedUnrecorded(original, await detailOf(draft.id), {
      zh: '转换无记录在原件之前的编制情况未有记录，不能自动撤销原件的效果',
      en: "转换无记录's establishment before the original was not recorded; its effect cannot be undone automatically",
    });
  });
});

describe('人员信息上报: a correction of a new record and of a change', () => {
  const fileInfo = (lines: object[], correctsFilingId?: number, papers: string[] = []) =>
    drafted({ filingType: 'PERSON_INFO', header: {}, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, papers);
  const change = (personId: number, changes: object) => ({ personId, payload: { op: 'CHANGE', changes } });

  it('unfiles a new record and files it again as corrected, judged as not filed', async () => {
    const personId = await insertPerson(schools.jc, { name: '新增更正' });
    const original = await approved(await fileInfo([{ personId, payload: { op: 'NEW' } }]));
    expect(await personOf(personId)).toMatchObject({ recordStatus: 'FILED' });
    expect((await detailOf(original.id)).correctable).toBe(true);
    const draft = await fileInfo([{ personId, payload: { op: 'NEW' } }], original.id);
    // Not "already filed; choose Change": the correction's approval unfiles the record first.
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '新增更正', original, schools.jc);
    expect(await personOf(personId)).toMatchObject({ recordStatus: 'FILED', deleted: false });
    expect((await historyOf(personId)).estab.map((h) => h.sourceFilingId)).toEqual([correction.id]);
    await expectLinked(original, correction);
  });

  it('leaves a dropped new record not filed, for the unit to file again or delete', async () => {
    const dropped = await insertPerson(schools.jc, { name: '误报新增' });
    const other = await insertPerson(schools.jc, { name: '确实新增' });
    const original = await approved(await fileInfo([{ personId: dropped, payload: { op: 'NEW' } }]));
    await approved(await fileInfo([{ personId: other, payload: { op: 'NEW' } }], original.id));
    expect(await personOf(dropped)).toMatchObject({ recordStatus: 'DRAFT', deleted: false });
    expect(await historyOf(dropped)).toMatchObject({ estab: [], posts: [] });
  });

  it('puts changed fields back and applies the corrected change, judged against the values before it', async () => {
    const personId = await insertPerson(schools.jc, { name: '变更更正', recordStatus: 'FILED' });
    const original = await approved(await fileInfo([change(personId, { name: '变更更正甲', titleLevel: 'SENIOR_DEP' })]));
    expect(await personOf(personId)).toMatchObject({ name: '变更更正甲', titleLevel: 'SENIOR_DEP' });
    const [line] = await (await getDb()).select().from(filingLines).where(eq(filingLines.filingId, original.id));
    expect(line.payload.before).toEqual({ name: '变更更正', titleLevel: 'MIDDLE' });
    const draft = await fileInfo([change(personId, { name: '变更更正乙' })], original.id);
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '变更更正甲', original, schools.jc);
    expect(await personOf(personId)).toMatchObject({ name: '变更更正乙', titleLevel: 'MIDDLE' });
    const db = await getDb();
    expect(await db.select().from(personTitleHistory).where(eq(personTitleHistory.personId, personId))).toEqual([]);
    await expectLinked(original, correction);
  });

  it('refuses when a changed field has moved on since, and undoes the change once it is back', async () => {
    const personId = await insertPerson(schools.jc, { name: '职称更正', recordStatus: 'FILED' });
    const original = await approved(await fileInfo([change(personId, { titleLevel: 'SENIOR_DEP' })]));
    const at = await atFinalStep(await fileInfo([change(personId, { titleLevel: 'SENIOR_FULL' })], original.id));
    const db = await getDb();
    await db.update(persons).set({ titleLevel: 'ASSISTANT' }).where(eq(persons.id, personId));
    const refused = await doAct(at.user, at.filing, at.action);
    expect([refused.status, refused.json.msg, refused.json.data]).toEqual([
      422, 'correctsFilingId: 职称更正在原件之后已有变动，不能撤销原件的效果', { field: 'correctsFilingId', personId },
    ]);
    await db.update(persons).set({ titleLevel: 'SENIOR_DEP' }).where(eq(persons.id, personId));
    expect((await doAct(at.user, at.filing, at.action)).json.data.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ titleLevel: 'SENIOR_FULL' });
  });

  it('refuses to undo a change whose values before it were not recorded, and undoes it once they are', async () => {
    const personId = await insertPerson(schools.jc, { name: '变更无记录', recordStatus: 'FILED' });
    const original = await approved(await fileInfo([change(personId, { titleLevel: 'SENIOR_DEP' })]));
    await refusedUnrecorded(original, await fileInfo([change(personId, { titleLevel: 'SENIOR_FULL' })], original.id), {
      zh: '变更无记录在原件之前的关键信息未有记录，不能自动撤销原件的效果',
      en: "变更无记录's key information before the original was not recorded; its effect cannot be undone automatically",
    });
    expect(await personOf(personId)).toMatchObject({ titleLevel: 'SENIOR_FULL' });
  });
});
