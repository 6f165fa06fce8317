import { and, eq } from 'drizzle-orm';
import { POST as arrive } from '@/app/api/Recruit/arrive/route';
import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { RecruitQuotaItem } from '@/lib/contracts/recruit';
import { STATUS_CHANGE_PATHS, type PersonStatusChange } from '@/lib/domain/personStatus';
import { getDb } from '@/lib/server/db/client';
import { filingLines, filings, personPostHistory, personRewardPunish, persons, personStatusHistory } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, PUBLICITY_OVER, setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { heldByLevel } from '@/lib/server/services/jobManage';
import { postsInTransit } from '@/lib/server/services/postClaims';
import { correctionSteps, EN } from '@/lib/server/testing/corrections';
import { day, newPerson, THIS_YEAR } from '@/lib/server/testing/recruit';

/**
 * Corrections (更正件, domain.md §3.5) of 奖惩, 岗位聘用, 岗位变动, 人员状态变动 and 人才引进: on the correction's final
 * approval the original's effect is undone and the correction's applied, linked both ways; refused, naming the person,
 * while a later filing has changed them.
 */
withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  // Posts enough at every level these tests give: they count the reversals, not the posts (R-GW-06).
  for (const level of ['T07', 'T08', 'T09', 'T11', 'T12', 'M08', 'M09', 'M10']) await setPostCount(jcUnit, level, 99);
});

const { as, doAct, detailOf, personOf, drafted, atFinalStep, approved, expectLinked, ...steps } = correctionSteps(tokens);
const refusedThenApproved = (correction: FilingDetail, personId: number, name: string, original: FilingDetail) =>
  steps.refusedThenApproved(correction, personId, name, original, jcUnit);

describe('奖惩: a correction of an approved demotion and reward', () => {
  const rp = (personId: number, over: Record<string, unknown> = {}) => ({
    personId,
    payload: {
      rpKind: 'PUNISH', rpType: 'DEMOTE', rpName: '降低岗位等级处分', reason: '违反工作纪律', decisionDate: day(-20), effectiveDate: day(-20),
      approveOrg: '湖州市教育局', docNo: '湖教〔2026〕31号', demoteToLevel: 'T11', ...over,
    },
  });
  const fileRp = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'REWARD_PUNISH', header: { summary: null }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, ['处分决定书', '奖励决定']);
  let dual: number;
  let rewarded: number;
  let original: FilingDetail;
  let correction: FilingDetail;

  beforeAll(async () => {
    dual = await insertPerson(jcUnit, {
      name: '更正降级', recordStatus: 'FILED', appointDate: '2019-09-01', dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M08',
    });
    rewarded = await insertPerson(jcUnit, { name: '更正嘉奖', recordStatus: 'FILED' });
    original = await approved(await fileRp([rp(dual), rp(rewarded, { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖', demoteToLevel: null })]));
  });

  it('starts from the original\'s demotion on both posts and its reward', async () => {
    expect(await personOf(dual)).toMatchObject({ postLevel: 'T11', secondPostLevel: 'M09', appointDate: day(-20) });
    const db = await getDb();
    expect(await db.select().from(personRewardPunish).where(eq(personRewardPunish.sourceFilingId, original.id))).toHaveLength(2);
  });

  it('judges the corrected demotion against the levels before the original (R-JC-02) and warns of no duplicate of it (R-JC-04)', async () => {
    const same = await fileRp([rp(dual, { docNo: '湖教〔2026〕32号' })], original.id);
    expect(same.violations).toEqual([]);
    const notLower = await fileRp([rp(dual, { demoteToLevel: 'T10' })], original.id);
    expect(notLower.violations).toContainEqual(expect.objectContaining({ code: 'R-JC-02', field: 'lines[0].demoteToLevel', message: '第 1 行：降至等级须低于现等级 T10' }));
    const db = await getDb();
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, same.id));
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, notLower.id));
  });

  it('warns in a correction of a duplicate of a record entered without a filing (R-JC-04)', async () => {
    const db = await getDb();
    await db.insert(personRewardPunish).values({
      personId: rewarded, unitId: jcUnit, sourceFilingId: null, rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖', decisionDate: day(-40), effectiveDate: day(-40),
    });
    const again = await fileRp([rp(rewarded, { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖', demoteToLevel: null, decisionDate: day(-40), effectiveDate: day(-40) })], original.id);
    expect(again.violations).toEqual([expect.objectContaining({ code: 'R-JC-04', level: 'WARN', field: 'lines[0].personId' })]);
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, again.id));
    await db.delete(personRewardPunish).where(and(eq(personRewardPunish.personId, rewarded), eq(personRewardPunish.decisionDate, day(-40))));
  });

  it('refuses to undo a 双肩挑 demotion whose second post has changed since, and undoes it once it is back', async () => {
    const personId = await insertPerson(jcUnit, {
      name: '副岗已变', recordStatus: 'FILED', appointDate: '2019-09-01', dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M08',
    });
    const first = await approved(await fileRp([rp(personId)]));
    expect(await personOf(personId)).toMatchObject({ postLevel: 'T11', secondPostLevel: 'M09' });
    const at = await atFinalStep(await fileRp([rp(personId, { demoteToLevel: 'T12' })], first.id));
    const db = await getDb();
    await db.update(persons).set({ secondPostLevel: 'M10' }).where(eq(persons.id, personId));
    const refused = await doAct(at.user, at.filing, at.action);
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe('correctsFilingId: 副岗已变在原件之后已有变动，不能撤销原件的效果');
    expect(refused.json.data).toEqual({ field: 'correctsFilingId', personId });
    expect(await personOf(personId)).toMatchObject({ postLevel: 'T11', secondPostLevel: 'M10' });
    await db.update(persons).set({ secondPostLevel: 'M09' }).where(eq(persons.id, personId));
    expect((await doAct(at.user, at.filing, at.action)).json.data.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ postLevel: 'T12', secondPostLevel: 'M10' });
  });

  it('undoes the demotion and the reward and applies the corrected demotion in the approving transaction', async () => {
    correction = await refusedThenApproved(await fileRp([rp(dual, { demoteToLevel: 'T12', effectiveDate: day(-10) })], original.id), dual, '更正降级', original);
    expect(await personOf(dual)).toMatchObject({ postLevel: 'T12', secondPostLevel: 'M10', appointDate: day(-10) });
    const db = await getDb();
    expect(await db.select().from(personRewardPunish).where(eq(personRewardPunish.sourceFilingId, original.id))).toEqual([]);
    expect(await db.select().from(personRewardPunish).where(eq(personRewardPunish.personId, rewarded))).toEqual([]);
    expect(await db.select({ rpType: personRewardPunish.rpType }).from(personRewardPunish).where(eq(personRewardPunish.personId, dual)))
      .toEqual([{ rpType: 'DEMOTE' }]);
    const history = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, dual));
    expect(history.map((h) => [h.postLevel, h.sourceFilingId]).sort()).toEqual([['M10', correction.id], ['T12', correction.id]]);
    await expectLinked(original, correction);
  });

  it('refuses to undo a demotion whose levels before it were not recorded, and undoes it once they are', async () => {
    const personId = await insertPerson(jcUnit, { name: '降级无记录', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const first = await approved(await fileRp([rp(personId)]));
    const at = await atFinalStep(await fileRp([rp(personId, { demoteToLevel: 'T12' })], first.id));
    const db = await getDb();
    const [line] = await db.select().from(filingLines).where(eq(filingLines.filingId, first.id));
    const { before, ...bare } = line.payload;
    expect(before).toEqual({ postLevel: 'T10', appointDate: '2019-09-01', secondPostLevel: null });
    await db.update(filingLines).set({ payload: bare }).where(eq(filingLines.id, line.id));
    const refused = await doAct(at.user, at.filing, at.action);
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe('correctsFilingId: 降级无记录在原件之前的岗位等级未有记录，不能自动撤销原件的效果');
    expect(refused.json.data).toEqual({ field: 'correctsFilingId', personId });
    expect((await doAct(at.user, at.filing, at.action, {}, EN)).json.msg)
      .toBe("correctsFilingId: 降级无记录's post level before the original was not recorded; its effect cannot be undone automatically");
    expect(await personOf(personId)).toMatchObject({ postLevel: 'T11' });
    await db.update(filingLines).set({ payload: line.payload }).where(eq(filingLines.id, line.id));
    expect((await doAct(at.user, at.filing, at.action)).json.data.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ postLevel: 'T12' });
  });
});

describe('奖惩: a correction of an expulsion', () => {
  it('gives the expelled person back the status before it, with the corrected warning in place of the expulsion', async () => {
    const expelled = await insertPerson(jcUnit, { name: '更正开除', recordStatus: 'FILED', personStatus: 'LONG_SICK' });
    const expel = { personId: expelled, payload: {
      rpKind: 'PUNISH', rpType: 'EXPEL', rpName: '开除处分', reason: '严重违纪', decisionDate: day(-5), effectiveDate: day(-5), approveOrg: '湖州市教育局', docNo: '湖教〔2026〕40号',
    } };
    const original = await approved(await drafted({ filingType: 'REWARD_PUNISH', header: { summary: null }, lines: [expel] }, ['处分决定书']));
    expect(await personOf(expelled)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'EXPEL', reduceFilingId: original.id });
    const warning = { personId: expelled, payload: { ...expel.payload, rpType: 'WARNING', rpName: '警告处分' } };
    const correction = await approved(await drafted({ filingType: 'REWARD_PUNISH', header: { summary: null }, lines: [warning], correctsFilingId: original.id }, ['处分决定书']));
    expect(await personOf(expelled)).toMatchObject({ personStatus: 'LONG_SICK', reduceType: null, reduceDate: null, reduceFilingId: null });
    const db = await getDb();
    expect(await db.select({ rpType: personRewardPunish.rpType, source: personRewardPunish.sourceFilingId }).from(personRewardPunish)
      .where(eq(personRewardPunish.personId, expelled))).toEqual([{ rpType: 'WARNING', source: correction.id }]);
    await expectLinked(original, correction);
  });
});

describe('岗位聘用: a correction of an approved promotion', () => {
  const move = (personId: number, toLevel: string, appointStart: string) => ({
    personId, payload: { fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel, appointStart, appointEnd: '2031-12-31', reason: '业绩突出', unitDocNo: '湖一中〔2026〕12号' },
  });
  const promotion = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'POST_APPOINT', header: { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);
  let teacher: number;
  let original: FilingDetail;

  beforeAll(async () => {
    teacher = await insertPerson(jcUnit, { name: '更正晋升', recordStatus: 'FILED', appointDate: '2019-09-01' });
    original = await approved(await promotion([move(teacher, 'T08', day(-20))]), ['R-GW-10']);
    expect(await personOf(teacher)).toMatchObject({ postLevel: 'T08', appointDate: day(-20) });
  });

  it('judges the correction from the post held before the original (R-GW-11)', async () => {
    const draft = await promotion([move(teacher, 'T09', day(-10))], original.id);
    expect(draft.violations).toEqual([]);
    const stale = await promotion([{ ...move(teacher, 'T07', day(-10)), payload: { ...move(teacher, 'T07', day(-10)).payload, fromLevel: 'T08' } }], original.id);
    expect(stale.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-11', field: 'lines[0].fromLevel', message: '第 1 行：更正晋升的现聘岗位已变为T10，请重新选择该人员' }));
    const db = await getDb();
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, draft.id));
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, stale.id));
  });

  it('refuses the reversal where the post before the original was not recorded, and undoes it where it was', async () => {
    const at = await atFinalStep(await promotion([move(teacher, 'T09', day(-10))], original.id));
    const db = await getDb();
    const [line] = await db.select().from(filingLines).where(eq(filingLines.filingId, original.id));
    const { before, ...bare } = line.payload;
    expect(before).toMatchObject({ postCategory: 'TECH', postLevel: 'T10', appointDate: '2019-09-01', dualPost: false });
    await db.update(filingLines).set({ payload: bare }).where(eq(filingLines.id, line.id));
    const message = '更正晋升在原件之前的岗位未有记录，不能自动撤销原件的效果';
    expect((await detailOf(at.filing.id)).violations).toContainEqual(expect.objectContaining({ code: 'R-CORR-01', level: 'ERROR', field: 'correctsFilingId', message }));
    const refused = await doAct(at.user, at.filing, at.action);
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe(message);
    expect((refused.json.data as unknown as { violations: object[] }).violations[0]).toMatchObject({ code: 'R-CORR-01', field: 'correctsFilingId' });
    expect((await doAct(at.user, at.filing, at.action, {}, EN)).json.msg)
      .toBe("更正晋升's post before the original was not recorded; its effect cannot be undone automatically");
    expect(await personOf(teacher)).toMatchObject({ postLevel: 'T08' });

    await db.update(filingLines).set({ payload: line.payload }).where(eq(filingLines.id, line.id));
    const { json } = await doAct(at.user, at.filing, at.action);
    expect(json.data.status).toBe('APPROVED');
    expect(await personOf(teacher)).toMatchObject({ postLevel: 'T09', appointDate: day(-10) });
    const history = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, teacher));
    expect(history.map((h) => [h.postLevel, h.appointStart, h.sourceFilingId])).toEqual([['T09', day(-10), json.data.id]]);
    await expectLinked(original, json.data);
  });

  it('refuses, naming the person, while a later filing has changed them', async () => {
    const other = await insertPerson(jcUnit, { name: '晋升变动', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const first = await approved(await promotion([move(other, 'T09', day(-20))]));
    const correction = await refusedThenApproved(await promotion([move(other, 'T09', day(-15))], first.id), other, '晋升变动', first);
    expect(await personOf(other)).toMatchObject({ postLevel: 'T09', appointDate: day(-15) });
    await expectLinked(first, correction);
  });

  it('corrects a promotion still waiting for its start, judged at the post held now: the original never lands, the correction on its day', async () => {
    const waiting = await insertPerson(jcUnit, { name: '待聘更正', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const first = await approved(await promotion([move(waiting, 'T09', day(10))]));
    expect(first.effectiveOn).toBe(day(10));
    expect(await personOf(waiting)).toMatchObject({ postLevel: 'T10', lockFilingId: first.id });
    const draft = await promotion([move(waiting, 'T08', day(20))], first.id);
    // Judged from T10, the post the waiting original has not changed: no R-CORR-01 for a post before it, a T10→T08 step.
    expect(draft.violations.map((v) => [v.code, v.message])).toEqual([['R-GW-10', '第 1 行：待聘更正跨级晋升（T10→T08），请附说明材料']]);
    const correction = await approved(draft, ['R-GW-10']);
    expect(correction.effectiveOn).toBe(day(20));
    expect((await detailOf(first.id)).reviews.at(-1)?.opinion).toBe(`已由更正件 ${correction.filingNo} 更正，原定 ${day(10)} 起生效的效果已取消`);
    expect((await applyDueEffects(await getDb(), day(10))).landed).not.toContain(first.filingNo);
    expect(await personOf(waiting)).toMatchObject({ postLevel: 'T10', lockFilingId: correction.id });
    expect((await applyDueEffects(await getDb(), day(20))).landed).toContain(correction.filingNo);
    expect(await personOf(waiting)).toMatchObject({ postLevel: 'T08', appointDate: day(20), lockFilingId: null });
  });

  it('does not count the waiting original\'s seat against its correction, which takes it over (R-GW-06)', async () => {
    const waiting = await insertPerson(jcUnit, { name: '满岗更正', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const first = await approved(await promotion([move(waiting, 'T09', day(10))]));
    const db = await getDb();
    // 专技九级 full with the seat the waiting original holds: held, and in transit counting the original.
    const held = (await heldByLevel(db, jcUnit)).find((h) => h.postLevel === 'T09')?.holders.length ?? 0;
    const inTransit = (await postsInTransit(db, jcUnit, day(0), { filingId: -1 })).T09 ?? 0;
    const codesOf = async (posts: number) => {
      await setPostCount(jcUnit, 'T09', posts);
      const draft = await promotion([move(waiting, 'T09', day(20))], first.id);
      await db.update(filings).set({ deleted: true }).where(eq(filings.id, draft.id));
      return draft.violations.map((v) => v.code);
    };
    try {
      expect(await codesOf(held + inTransit)).not.toContain('R-GW-06');
      expect(await codesOf(held + inTransit - 1)).toContain('R-GW-06');
    } finally {
      await setPostCount(jcUnit, 'T09', 99);
    }
  });
});

describe('岗位变动: a correction of an approved dual post (双肩挑)', () => {
  const dualAdd = (personId: number, secondLevel: string) => ({
    personId, payload: { fromCategory: 'TECH', fromLevel: 'T10', secondCategory: 'MANAGE', secondLevel, appointStart: day(-20), reason: '兼任教务处副主任' },
  });
  const change = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'POST_CHANGE', header: { changeKind: 'DUAL_ADD' }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);

  it('takes the second post off and gives the corrected one, judged as before the original', async () => {
    const teacher = await insertPerson(jcUnit, { name: '更正双肩挑', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const original = await approved(await change([dualAdd(teacher, 'M08')]));
    expect(await personOf(teacher)).toMatchObject({ dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M08' });
    const draft = await change([dualAdd(teacher, 'M09')], original.id);
    // Not "already holds a dual post": the correction's approval takes the original's second post off first.
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, teacher, '更正双肩挑', original);
    expect(await personOf(teacher)).toMatchObject({ postLevel: 'T10', dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M09' });
    const db = await getDb();
    const history = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, teacher));
    expect(history.map((h) => [h.postLevel, h.sourceFilingId])).toEqual([['M09', correction.id]]);
    await expectLinked(original, correction);
  });

  it('refuses when the post no longer is the one the original gave', async () => {
    const teacher = await insertPerson(jcUnit, { name: '双肩挑已改', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const original = await approved(await change([dualAdd(teacher, 'M08')]));
    const at = await atFinalStep(await change([dualAdd(teacher, 'M09')], original.id));
    const db = await getDb();
    await db.update(persons).set({ secondPostLevel: 'M10' }).where(eq(persons.id, teacher));
    const refused = await doAct(at.user, at.filing, at.action);
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe('correctsFilingId: 双肩挑已改在原件之后已有变动，不能撤销原件的效果');
    expect(refused.json.data).toMatchObject({ field: 'correctsFilingId', personId: teacher });
    await db.update(persons).set({ secondPostLevel: 'M08' }).where(eq(persons.id, teacher));
    expect((await doAct(at.user, at.filing, at.action)).json.data.status).toBe('APPROVED');
  });
});

describe('人员状态变动: a correction of an approved status change', () => {
  interface Line { change: PersonStatusChange; startDate: string; endDate?: string | null }
  const statusFiling = (personId: number, l: Line, correctsFilingId?: number) => drafted({
    filingType: 'PERSON_STATUS', header: {}, lines: [{ personId, payload: { reason: '本人申请', ...l } }], ...(correctsFilingId ? { correctsFilingId } : {}),
  }, [STATUS_CHANGE_PATHS[l.change].paper.zh]);
  const periodsOf = async (id: number) => (await getDb()).select().from(personStatusHistory).where(eq(personStatusHistory.personId, id)).orderBy(personStatusHistory.id);

  it('moves the person from the original\'s status to the corrected one, judged in the status left (R-PS-01)', async () => {
    const personId = await insertPerson(jcUnit, { name: '更正病休', recordStatus: 'FILED' });
    const original = await approved(await statusFiling(personId, { change: 'LONG_SICK', startDate: day(-30) }));
    expect(await personOf(personId)).toMatchObject({ personStatus: 'LONG_SICK' });
    const draft = await statusFiling(personId, { change: 'OTHER_OFF_DUTY', startDate: day(-20) }, original.id);
    expect(draft.violations).toEqual([]);
    const correction = await refusedThenApproved(draft, personId, '更正病休', original);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'OTHER_OFF_DUTY' });
    expect((await periodsOf(personId)).map((r) => [r.fromStatus, r.toStatus, r.startDate, r.sourceFilingId]))
      .toEqual([['ON_DUTY', 'OTHER_OFF_DUTY', day(-20), correction.id]]);
    await expectLinked(original, correction);
  });

  it('gives a return to post\'s closed period back its end, and the correction closes it on its own date', async () => {
    const personId = await insertPerson(jcUnit, { name: '更正返岗', recordStatus: 'FILED', personStatus: 'LONG_SICK' });
    const db = await getDb();
    const [sick] = await db.insert(personStatusHistory).values({
      personId, unitId: jcUnit, fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: '2026-01-05', endDate: null, reason: '术后休养',
    }).returning();
    const original = await approved(await statusFiling(personId, { change: 'RETURN_TO_POST', startDate: day(-30) }));
    expect((await periodsOf(personId))[0]).toMatchObject({ id: sick.id, endDate: day(-31) });
    const notLeft = await statusFiling(personId, { change: 'LONG_SICK', startDate: day(-20) }, original.id);
    expect(notLeft.violations).toContainEqual(expect.objectContaining({
      code: 'R-PS-01', field: 'lines[0].change', message: '第 1 行：更正返岗当前为“长期病休”，此项变动只适用于“在职在岗”的人员',
    }));
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, notLeft.id));
    const correction = await approved(await statusFiling(personId, { change: 'RETURN_TO_POST', startDate: day(-10) }, original.id));
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect((await periodsOf(personId)).map((r) => [r.toStatus, r.startDate, r.endDate, r.sourceFilingId])).toEqual([
      ['LONG_SICK', '2026-01-05', day(-11), null], ['ON_DUTY', day(-10), null, correction.id],
    ]);
    await expectLinked(original, correction);
  });

  it('gives the person a correction drops their status history as before the change: the period it closed open again', async () => {
    const dropped = await insertPerson(jcUnit, { name: '更正离岗', recordStatus: 'FILED' });
    const kept = await insertPerson(jcUnit, { name: '更正留岗', recordStatus: 'FILED' });
    const db = await getDb();
    await db.insert(personStatusHistory).values([
      { personId: dropped, unitId: jcUnit, fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: day(-200), endDate: day(-101), reason: '病休' },
      { personId: dropped, unitId: jcUnit, fromStatus: 'LONG_SICK', toStatus: 'ON_DUTY', startDate: day(-100), endDate: null, reason: '返岗' },
    ]);
    const before = await periodsOf(dropped);
    const original = await drafted({
      filingType: 'PERSON_STATUS', header: {}, lines: [dropped, kept].map((personId) => ({ personId, payload: { reason: '本人申请', change: 'LONG_SICK', startDate: day(-30) } })),
    }, [STATUS_CHANGE_PATHS.LONG_SICK.paper.zh]);
    await approved(original);
    expect((await periodsOf(dropped)).map((r) => [r.toStatus, r.endDate])).toEqual([['LONG_SICK', day(-101)], ['ON_DUTY', day(-31)], ['LONG_SICK', null]]);
    const correction = await approved(await statusFiling(kept, { change: 'LONG_SICK', startDate: day(-25) }, original.id));
    expect(await periodsOf(dropped)).toEqual(before);
    expect(await personOf(dropped)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect((await periodsOf(kept)).map((r) => [r.toStatus, r.startDate, r.sourceFilingId])).toEqual([['LONG_SICK', day(-25), correction.id]]);
  });
});

describe('人才引进: a correction of an approved introduction', () => {
  const PAPERS = ['学历学位证书', '考核报告', '职称证书', '公示材料'];
  const jia = newPerson('引进更正甲', { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` });
  const yi = newPerson('引进更正乙', { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` });
  const talent = (p: object, extra: object = {}) => ({
    payload: {
      ...p, talentClass: 'B', profTitle: '高级工程师', titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST',
      assessResult: '经考核，符合引进条件', ...extra,
    },
  });
  const introduce = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, PAPERS);
  const instRoom = async () => (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, ...as('jc') })).json.data.list
    .find((q) => q.estabType === 'INST')!;
  const codesAt = (f: FilingDetail, code: string) => f.violations.filter((v) => v.code === code);
  let original: FilingDetail;
  let ids: { jia: number; yi: number };
  let before: RecruitQuotaItem;

  beforeAll(async () => {
    const room = await instRoom();
    // Room for exactly the original's two talents.
    await setEstablishment(jcUnit, room.approved - room.available + 2);
    before = await instRoom();
    original = await approved(await introduce([talent(jia), talent(yi)]));
    const db = await getDb();
    const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, original.id));
    ids = { jia: lines.find((l) => l.lineNo === 1)!.personId!, yi: lines.find((l) => l.lineNo === 2)!.personId! };
  });

  it('does not hold the original\'s talents against a correction that lists them again (R-BZ-02, R-ID-03), but one more than the room', async () => {
    const again = await introduce([talent(jia), talent(yi)], original.id);
    expect(again.violations).toEqual([]);
    const more = await introduce([talent(jia), talent(yi), talent(newPerson('引进更正丙'))], original.id);
    expect(codesAt(more, 'R-BZ-02')).toEqual([expect.objectContaining({ field: 'lines', message: expect.stringMatching(/^拟引进事业编制3人，可用空编2人/) })]);
    const db = await getDb();
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, again.id));
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, more.id));
  });

  it('withdraws the dropped talent and keeps the other, corrected, once approved', async () => {
    const correction = await refusedThenApproved(await introduce([talent(jia, { formerUnit: '浙江工业大学' })], original.id), ids.yi, '引进更正乙', original);
    const db = await getDb();
    expect(await personOf(ids.yi)).toMatchObject({ deleted: true });
    expect(await db.select({ id: persons.id, deleted: persons.deleted, status: persons.personStatus }).from(persons).where(eq(persons.idNumber, jia.idNumber)))
      .toEqual([{ id: ids.jia, deleted: false, status: 'PENDING_ARRIVAL' }]);
    expect((await detailOf(correction.id)).lines[0].personId).toBe(ids.jia);
    expect(await instRoom()).toMatchObject({ approvedNotArrived: before.approvedNotArrived + 1, available: 1 });
    await expectLinked(original, correction);
  });

  it('requires a correction to list again a talent who has arrived (R-CORR-02)', async () => {
    const bing = newPerson('引进更正丁', { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` });
    const first = await approved(await introduce([talent(bing)]));
    const db = await getDb();
    const [p] = await db.select().from(persons).where(and(eq(persons.idNumber, bing.idNumber), eq(persons.deleted, false)));
    const arrived = await call(arrive, '/Recruit/arrive', { body: { personId: p.id, version: p.version, arrivalDate: day(0), workStartDate: `${THIS_YEAR - 2}-07-01` }, ...as('jc') });
    expect(arrived.status).toBe(200);
    const without = await introduce([talent(newPerson('引进更正戊'))], first.id);
    expect(codesAt(without, 'R-CORR-02')).toEqual([expect.objectContaining({
      level: 'ERROR', field: 'lines', message: '引进更正丁已报到上岗，更正件须以原身份证号保留该人员；其离开请办理减员，身份信息有误请办理人员信息变更',
    })]);
    const kept = await introduce([talent(bing, { formerUnit: '浙江工业大学' })], first.id);
    expect(codesAt(kept, 'R-CORR-02')).toEqual([]);
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, without.id));
    const correction = await approved(kept);
    expect(await personOf(p.id)).toMatchObject({ deleted: false, personStatus: 'ON_DUTY', unitEntryDate: day(0) });
    await expectLinked(first, correction);
  });
});
