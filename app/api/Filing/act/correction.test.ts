import { asc, eq } from 'drizzle-orm';
import { POST as act } from './route';
import { POST as create } from '../create/route';
import { POST as detail } from '../getDetail/route';
import { POST as list } from '../getList/route';
import type { FilingDetail, FilingSummary } from '@/lib/contracts/filing';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { filings, persons, personStatusHistory } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

/** Corrections (更正件, domain.md §3.5): a unit's approved 减员 reversed (减员撤销) and replaced through the same review route. */
withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
});

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const as = (u: string, headers?: Record<string, string>) => ({ token: tokens[u], headers });
const line = (personId: number, reduceType = 'RESIGN') => ({ personId, payload: { reduceType, reduceDate: today() } });
const createAs = (body: object, headers?: Record<string, string>) =>
  call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'STAFF_REDUCE', ...contact, header: {}, ...body }, ...as('jc', headers) });
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(user) });
const detailOf = async (id: number) => (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, ...as('jc') })).json.data;
const personOf = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];

async function submitted(f: FilingDetail): Promise<FilingDetail> {
  const { json } = await doAct('jc', f, 'SUBMIT');
  if (json.code !== 200) throw new Error(`submit: ${json.msg}`);
  return json.data;
}

/** Submits and approves at zg; answers the filing awaiting rsj. */
async function atRsj(f: FilingDetail): Promise<FilingDetail> {
  const { json } = await doAct('zg', await submitted(f), 'ZG_APPROVE');
  if (json.code !== 200) throw new Error(`zg: ${json.msg}`);
  return json.data;
}

async function approved(f: FilingDetail): Promise<FilingDetail> {
  const { json } = await doAct('rsj', await atRsj(f), 'RSJ_APPROVE');
  if (json.code !== 200) throw new Error(`rsj: ${json.msg}`);
  return json.data;
}

/** An approved 减员 of the persons, with its papers. */
async function approvedReduction(...personIds: number[]): Promise<FilingDetail> {
  const { json } = await createAs({ lines: personIds.map((id) => line(id)) });
  await attachPapers(tokens.jc, json.data.id, [REDUCE_PAPERS.RESIGN.zh]);
  return approved(await detailOf(json.data.id));
}

const correctionOf = (original: FilingDetail, lines: object[] = [], headers?: Record<string, string>) =>
  createAs({ correctsFilingId: original.id, lines }, headers);

describe('减员撤销: a correction of an approved 减员', () => {
  let personId: number;
  let keptId: number;
  let original: FilingDetail;
  let correction: FilingDetail;

  beforeAll(async () => {
    personId = await insertPerson(jcUnit, { name: '撤销甲', recordStatus: 'FILED', personStatus: 'LONG_SICK' });
    keptId = await insertPerson(jcUnit, { name: '撤销乙', recordStatus: 'FILED' });
    original = await approvedReduction(personId, keptId);
  });

  it('offers the correction on the approved original only', async () => {
    expect(original.correctable).toBe(false); // as rsj, who approved it, reads it
    expect((await detailOf(original.id)).correctable).toBe(true);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceFilingId: original.id });
  });

  it('drafts a correction that keeps one reduction (with another type) and undoes the other', async () => {
    const { status, json } = await correctionOf(original, [line(keptId, 'CONTRACT_END')]);
    expect(status).toBe(200);
    correction = json.data;
    expect(correction).toMatchObject({ correctsFilingId: original.id, corrects: { id: original.id, filingNo: original.filingNo } });
    expect(correction.violations.map((v) => v.code)).toEqual(['R-GEN-02']);
    await attachPapers(tokens.jc, correction.id, [REDUCE_PAPERS.CONTRACT_END.zh]);
  });

  it('reverses the original and applies the correction on the final approval, linking both ways', async () => {
    correction = await atRsj(await detailOf(correction.id));
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED' });
    const { status, json } = await doAct('rsj', correction, 'RSJ_APPROVE');
    expect(status).toBe(200);
    expect(json.data.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ personStatus: 'LONG_SICK', reduceType: null, reduceDate: null, reduceFilingId: null });
    expect(await personOf(keptId)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'CONTRACT_END', reduceFilingId: correction.id });
    const after = await detailOf(original.id);
    expect(after).toMatchObject({ status: 'APPROVED', correctedById: correction.id, correctable: false });
    expect(after.correctedBy).toEqual([{ id: correction.id, filingNo: json.data.filingNo, status: 'APPROVED' }]);
    expect(after.reviews.at(-1)).toMatchObject({ node: 'SYS', action: 'CORRECTED', opinion: `已由更正件 ${json.data.filingNo} 更正，原效果已撤销` });
    const { json: listed } = await call<{ list: FilingSummary[] }>(list, '/Filing/getList', { body: { box: 'mine', filingType: ['STAFF_REDUCE'] }, ...as('jc') });
    expect(listed.data.list.find((f) => f.id === original.id)?.correctedById).toBe(correction.id);
    expect(listed.data.list.find((f) => f.id === correction.id)?.correctedById).toBeNull();
  });

  it('refuses a second correction of the same original, naming correctsFilingId', async () => {
    const done = await detailOf(correction.id);
    const { status, json } = await correctionOf(original);
    expect(status).toBe(422);
    expect(json.msg).toBe(`correctsFilingId: ${original.filingNo} 已由 ${done.filingNo} 更正，不能再次更正`);
    expect(json.data).toEqual({ field: 'correctsFilingId' });
    const en = await correctionOf(original, [], EN);
    expect(en.json.msg).toBe(`correctsFilingId: ${original.filingNo} has already been corrected by ${done.filingNo}; it cannot be corrected again`);
  });
});

describe('one correction of an original at a time', () => {
  let original: FilingDetail;
  let first: FilingDetail;

  beforeAll(async () => {
    original = await approvedReduction(await insertPerson(jcUnit, { name: '在途甲', recordStatus: 'FILED' }));
    first = (await correctionOf(original)).json.data;
  });

  it('lets a second draft be made while the first is only a draft', async () => {
    const second = await correctionOf(original);
    expect(second.status).toBe(200);
  });

  it('refuses another correction, and the submission of another draft, while one is under review', async () => {
    const drafted = (await correctionOf(original)).json.data;
    first = await submitted(first);
    const { status, json } = await correctionOf(original);
    expect(status).toBe(422);
    expect(json.msg).toBe(`correctsFilingId: ${original.filingNo} 已有更正件 ${first.filingNo} 正在审核，不能同时再更正`);
    expect(json.data).toEqual({ field: 'correctsFilingId' });
    expect((await detailOf(original.id)).correctable).toBe(false);
    const refused = await doAct('jc', drafted, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect((refused.json.data as unknown as { violations: { code: string; field: string }[] }).violations)
      .toContainEqual(expect.objectContaining({ code: 'R-CORR-01', field: 'correctsFilingId' }));
  });
});

describe('what cannot be corrected', () => {
  it('refuses a correction of a type without a reversal (岗位设置, adjusted by a new version instead), where a 减员 is taken', async () => {
    const reward = await insertFilingRow(jcUnit, 'POST_SETTING', { status: 'APPROVED', year: 2026 });
    const { status, json } = await createAs({ filingType: 'POST_SETTING', correctsFilingId: reward.id, lines: [] });
    expect(status).toBe(422);
    expect(json.msg).toBe('correctsFilingId: 该类业务暂不支持更正');
    expect(json.data).toEqual({ field: 'correctsFilingId' });
    const en = await createAs({ filingType: 'POST_SETTING', correctsFilingId: reward.id, lines: [] }, EN);
    expect(en.json.msg).toBe('correctsFilingId: filings of this type cannot be corrected yet');
    expect((await detailOf(reward.id)).correctable).toBe(false);
  });

  it('refuses 减员撤销 at approval when a later filing has changed the person, naming them', async () => {
    const personId = await insertPerson(jcUnit, { name: '变动丙', recordStatus: 'FILED' });
    const original = await approvedReduction(personId);
    const correction = await atRsj((await correctionOf(original)).json.data);
    const later = await insertFilingRow(jcUnit, 'PERSON_INFO', { status: 'APPROVED', lines: [{ personId, payload: {} }] });
    const { status, json } = await doAct('rsj', correction, 'RSJ_APPROVE');
    expect(status).toBe(422);
    expect(json.msg).toBe(`correctsFilingId: 变动丙在原件之后已有其他业务（草稿-${later.id}），不能撤销原件的效果`);
    expect(json.data).toMatchObject({ field: 'correctsFilingId', personId });
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceFilingId: original.id });
    expect((await detailOf(original.id)).correctedById).toBeNull();
  });
});

describe('减员撤销 gives the person\'s status history back as it was before the reduction', () => {
  const history = async (personId: number) => (await (await getDb()).select().from(personStatusHistory)
    .where(eq(personStatusHistory.personId, personId)).orderBy(asc(personStatusHistory.id)))
    .map((r) => [r.id, r.fromStatus, r.toStatus, r.startDate, r.endDate, r.sourceFilingId]);

  it('opens again the period the reduction closed, and removes the reduction\'s own', async () => {
    const personId = await insertPerson(jcUnit, { name: '病休减员', recordStatus: 'FILED', personStatus: 'LONG_SICK' });
    const [sick] = await (await getDb()).insert(personStatusHistory).values({
      personId, unitId: jcUnit, fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: addDays(today(), -90), endDate: null, reason: '术后休养',
    }).returning();
    const before = await history(personId);
    const original = await approvedReduction(personId);
    expect(await history(personId)).toEqual([
      [sick.id, 'ON_DUTY', 'LONG_SICK', addDays(today(), -90), addDays(today(), -1), null],
      [expect.any(Number), 'LONG_SICK', 'REDUCED', today(), null, original.id],
    ]);
    await approved((await correctionOf(original)).json.data);
    expect(await history(personId)).toEqual(before);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'LONG_SICK', reduceFilingId: null });
  });

  it('leaves a period that had ended before the reduction as it ended', async () => {
    const personId = await insertPerson(jcUnit, { name: '返岗减员', recordStatus: 'FILED' });
    await (await getDb()).insert(personStatusHistory).values([
      { personId, unitId: jcUnit, fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: addDays(today(), -90), endDate: addDays(today(), -41), reason: '病休' },
      { personId, unitId: jcUnit, fromStatus: 'LONG_SICK', toStatus: 'ON_DUTY', startDate: addDays(today(), -40), endDate: null, reason: '返岗' },
    ]);
    const before = await history(personId);
    const original = await approvedReduction(personId);
    expect((await history(personId)).map((r) => r[4])).toEqual([addDays(today(), -41), addDays(today(), -1), null]);
    await approved((await correctionOf(original)).json.data);
    expect(await history(personId)).toEqual(before);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null });
  });
});

describe('a 减员 dated later than its approval, corrected before its date', () => {
  const ON = addDays(today(), 10);
  const LATER = addDays(today(), 20);
  const reductionOn = async (lines: { personId: number; reduceDate: string }[]) => {
    const { json } = await createAs({ lines: lines.map((l) => ({ personId: l.personId, payload: { reduceType: 'RESIGN', reduceDate: l.reduceDate } })) });
    await attachPapers(tokens.jc, json.data.id, [REDUCE_PAPERS.RESIGN.zh]);
    return approved(await detailOf(json.data.id));
  };
  const periodsOf = async (personId: number) => (await (await getDb()).select().from(personStatusHistory)
    .where(eq(personStatusHistory.personId, personId)).orderBy(asc(personStatusHistory.id)))
    .map((r) => [r.fromStatus, r.toStatus, r.startDate, r.endDate, r.sourceFilingId]);
  const stored = async (id: number) => (await (await getDb()).select().from(filings).where(eq(filings.id, id)))[0];

  it('is offered for correction while its effect waits, the person in post and held by it', async () => {
    const personId = await insertPerson(jcUnit, { name: '待生效丁', recordStatus: 'FILED' });
    const original = await reductionOn([{ personId, reduceDate: ON }]);
    expect(original).toMatchObject({ status: 'APPROVED', effectiveOn: ON });
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: original.id });
    expect((await detailOf(original.id)).correctable).toBe(true);
    // The person the original holds is the correction's to name (no R-GEN-04), and no R-CORR-01 waits for the date.
    const { status, json } = await correctionOf(original, [{ personId, payload: { reduceType: 'RESIGN', reduceDate: LATER } }]);
    expect(status).toBe(200);
    expect(json.data.violations.filter((v) => v.code !== 'R-GEN-02')).toEqual([]);
  });

  it('cancels the waiting effect on the approval of a correction that undoes it: the effects job never lands it', async () => {
    const personId = await insertPerson(jcUnit, { name: '撤回戊', recordStatus: 'FILED' });
    const original = await reductionOn([{ personId, reduceDate: ON }]);
    const correction = await approved((await correctionOf(original)).json.data);
    expect(correction.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null, lockFilingId: null });
    const after = await detailOf(original.id);
    expect(after).toMatchObject({ status: 'APPROVED', correctedById: correction.id, correctable: false, effectiveOn: null });
    expect(after.reviews.at(-1)).toMatchObject({ node: 'SYS', action: 'CORRECTED', opinion: `已由更正件 ${correction.filingNo} 更正，原定 ${ON} 起生效的效果已取消` });

    for (const day of [ON, ON, addDays(ON, 1)]) {
      const run = await applyDueEffects(await getDb(), day);
      expect(run.landed).not.toContain(original.filingNo);
      expect(run.failed).toEqual([]);
    }
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null, lockFilingId: null });
    expect(await periodsOf(personId)).toEqual([]);
    expect(await stored(original.id)).toMatchObject({ effectAppliedAt: null, correctedById: correction.id });
  });

  it('puts the corrected reduction in its place: the person held by the correction, reduced on its date and not on the original\'s', async () => {
    const personId = await insertPerson(jcUnit, { name: '改期己', recordStatus: 'FILED' });
    const original = await reductionOn([{ personId, reduceDate: ON }]);
    const { json } = await correctionOf(original, [{ personId, payload: { reduceType: 'CONTRACT_END', reduceDate: LATER } }]);
    await attachPapers(tokens.jc, json.data.id, [REDUCE_PAPERS.CONTRACT_END.zh]);
    const correction = await approved(await detailOf(json.data.id));
    expect(correction).toMatchObject({ status: 'APPROVED', effectiveOn: LATER });
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: correction.id });

    const onOriginalsDay = await applyDueEffects(await getDb(), ON);
    expect(onOriginalsDay.landed).not.toContain(original.filingNo);
    expect(onOriginalsDay.landed).not.toContain(correction.filingNo);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: correction.id });

    expect((await applyDueEffects(await getDb(), LATER)).landed).toContain(correction.filingNo);
    expect(await personOf(personId)).toMatchObject({
      personStatus: 'REDUCED', reduceType: 'CONTRACT_END', reduceDate: LATER, reduceFilingId: correction.id, lockFilingId: null,
    });
    expect(await periodsOf(personId)).toEqual([['ON_DUTY', 'REDUCED', LATER, null, correction.id]]);
    expect((await stored(original.id)).effectAppliedAt).toBeNull();
  });

  it('undoes the lines already landed and cancels those still waiting, of an original dated line by line', async () => {
    const gone = await insertPerson(jcUnit, { name: '已生效庚', recordStatus: 'FILED' });
    const waiting = await insertPerson(jcUnit, { name: '待生效辛', recordStatus: 'FILED' });
    const original = await reductionOn([{ personId: gone, reduceDate: today() }, { personId: waiting, reduceDate: ON }]);
    expect(original.effectiveOn).toBe(ON);
    expect(await personOf(gone)).toMatchObject({ personStatus: 'REDUCED', lockFilingId: null });
    expect(await personOf(waiting)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: original.id });
    const correction = await approved((await correctionOf(original)).json.data);
    expect(await personOf(gone)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null });
    expect(await personOf(waiting)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: null });
    expect((await detailOf(original.id)).reviews.at(-1)?.opinion)
      .toBe(`已由更正件 ${correction.filingNo} 更正，已生效的部分已撤销，原定 ${ON} 起生效的部分已取消`);
    expect((await applyDueEffects(await getDb(), ON)).landed).not.toContain(original.filingNo);
    expect(await personOf(waiting)).toMatchObject({ personStatus: 'ON_DUTY' });
    expect(await periodsOf(gone)).toEqual([]);
  });
});

describe('a 减员 dated later than its approval, whose date comes while its correction is under review', () => {
  it('lands on its date, and the correction\'s approval then undoes it the ordinary way', async () => {
    const personId = await insertPerson(jcUnit, { name: '待生效壬', recordStatus: 'FILED' });
    const tomorrow = addDays(today(), 1);
    const { json } = await createAs({ lines: [{ personId, payload: { reduceType: 'RESIGN', reduceDate: tomorrow } }] });
    await attachPapers(tokens.jc, json.data.id, [REDUCE_PAPERS.RESIGN.zh]);
    const original = await approved(await detailOf(json.data.id));
    const correction = await atRsj((await correctionOf(original)).json.data);

    expect((await applyDueEffects(await getDb(), tomorrow)).landed).toContain(original.filingNo);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceFilingId: original.id, lockFilingId: null });
    const { status, json: done } = await doAct('rsj', correction, 'RSJ_APPROVE');
    expect([status, done.data.status]).toEqual([200, 'APPROVED']);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null, lockFilingId: null });
    expect((await detailOf(original.id)).reviews.at(-1)?.opinion).toBe(`已由更正件 ${done.data.filingNo} 更正，原效果已撤销`);
    expect(await (await getDb()).select().from(personStatusHistory).where(eq(personStatusHistory.personId, personId))).toEqual([]);
  });
});
