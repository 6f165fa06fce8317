import { and, asc, eq, inArray } from 'drizzle-orm';
import { POST as act } from './route';
import { POST as arrive } from '@/app/api/Recruit/arrive/route';
import { POST as detail } from '../getDetail/route';
import { POST as personDetail } from '@/app/api/Person/getDetail/route';
import { POST as personList } from '@/app/api/Person/getList/route';
import { POST as postList } from '@/app/api/JobManage/getPostList/route';
import { POST as openPlans } from '@/app/api/Recruit/getOpenPlans/route';
import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostLevelUse } from '@/lib/contracts/jobManage';
import type { PersonDetail, PersonListItem } from '@/lib/contracts/person';
import type { OpenPlan, RecruitQuotaItem } from '@/lib/contracts/recruit';
import { getDb } from '@/lib/server/db/client';
import {
  filingLines, filings, personEstabHistory, personExchanges, personPostHistory, persons, personStatusHistory, personTitleHistory,
} from '@/lib/server/db/tables';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson, setEstablishment, setPostCount } from '@/lib/server/testing/fixtures';
import {
  approveAll, attach, day, file, newPerson, planHeader, planPost, publishFor, resultLine, resultPublicity, signInAll, step, THIS_YEAR, tokens,
} from '@/lib/server/testing/recruit';

/** The correction (更正件, domain.md §3.5) of an approved 招聘结果: its persons withdrawn and replaced through the same review route. */
withFreshDatabase();

const EN = { 'accept-language': 'en-US,en;q=0.9' };
// Fixed persons, so that a correction re-lists the very same ID numbers.
const jia = newPerson('更正甲');
const yi = newPerson('更正乙');
const bing = newPerson('更正丙');
const lineOf = (p: object, postCode: string, extra: object = {}) => {
  const base = resultLine('', postCode);
  return { payload: { ...base.payload, ...p, ...extra } };
};

let plan: FilingDetail;
let unitId: number;
const fileResult = (lines: object[], correctsFilingId?: number) =>
  file('jc', { filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, ...resultPublicity(plan.id) }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) });
const detailOf = async (id: number) => (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, token: tokens.jc })).json.data;
const instQuota = async () => (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc })).json.data.list
  .find((q) => q.estabType === 'INST')!;
const t12 = async () => (await call<{ levels: PostLevelUse[] }>(postList, '/JobManage/getPostList', { body: {}, token: tokens.jc })).json.data.levels
  .find((l) => l.postLevel === 'T12')!;
const listed = async (name: string) => (await call<{ list: PersonListItem[]; total: number }>(personList, '/Person/getList', {
  body: { pageNo: 1, pageSize: 10, name }, token: tokens.jc,
})).json.data;
const seatsOf = async () => (await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc })).json.data.list
  .find((p) => p.id === plan.id)!.posts.map((p) => [p.postCode, p.used]);
const codesAt = (f: FilingDetail, code: string) => f.violations.filter((v) => v.code === code);

describe('the correction of an approved 招聘结果', () => {
  let original: FilingDetail;
  let correction: FilingDetail;
  let before: { quota: RecruitQuotaItem; posts: PostLevelUse };
  let afterOriginal: { quota: RecruitQuotaItem; posts: PostLevelUse };
  let ids: { jia: number; yi: number };

  beforeAll(async () => {
    await signInAll();
    const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 2), planPost('B02', 1, { postName: '数学教师' })] });
    await attach('jc', json.data.id, ['招聘方案', '岗位表']);
    plan = await approveAll('jc', json.data);
    await publishFor('jc', plan.id);
    unitId = plan.unitId;
    // Room for exactly the original's two persons: two vacant 事业编制 and two vacant T12 posts besides the plan's own seats.
    const q = await instQuota();
    await setEstablishment(unitId, q.approved - q.vacancy + 2);
    const p = await t12();
    await setPostCount(unitId, 'T12', p.held + p.inTransit - 3 + 2);
    before = { quota: await instQuota(), posts: await t12() };
    expect(before.quota.vacancy).toBe(2);

    const filed = (await fileResult([lineOf(jia, 'A01'), lineOf(yi, 'A01', { rank: 2 })])).json.data;
    await attach('jc', filed.id, ['公示材料']);
    original = await approveAll('jc', filed);
    const db = await getDb();
    const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, original.id));
    ids = { jia: lines.find((l) => l.lineNo === 1)!.personId!, yi: lines.find((l) => l.lineNo === 2)!.personId! };
    afterOriginal = { quota: await instQuota(), posts: await t12() };
  });

  it('starts from an approved original that filled the room', () => {
    expect(original).toMatchObject({ status: 'APPROVED', correctedById: null, correctable: false });
    expect(afterOriginal.quota).toMatchObject({ vacancy: 0, approvedNotArrived: before.quota.approvedNotArrived + 2 });
    expect(afterOriginal.posts.held).toBe(before.posts.held + 2);
  });

  it('does not hold the original\'s persons against a correction that re-lists them (R-BZ-01, R-BZ-03, R-GW-06, R-ID-03)', async () => {
    const { status, json } = await fileResult([lineOf(jia, 'A01'), lineOf(yi, 'A01', { rank: 2 })], original.id);
    expect(status).toBe(200);
    for (const code of ['R-BZ-01', 'R-BZ-03', 'R-GW-06', 'R-ID-03', 'R-GEN-04']) expect(codesAt(json.data, code)).toEqual([]);
  });

  it('still refuses a correction that adds one person more than the posts and the quota left', async () => {
    const { json } = await fileResult([lineOf(jia, 'A01'), lineOf(yi, 'A01', { rank: 2 }), lineOf(bing, 'B02')], original.id);
    const set = before.posts.approved;
    const elsewhere = before.posts.inTransit - 3;
    expect(codesAt(json.data, 'R-GW-06')).toEqual([expect.objectContaining({
      field: 'lines', message: expect.stringMatching(new RegExp(`岗位已满（设置${set}，已聘${before.posts.held}，在途${elsewhere}，本次3）$`)),
    })]);
    const q = afterOriginal.quota;
    expect(codesAt(json.data, 'R-BZ-01')).toEqual([expect.objectContaining({
      field: 'lines', message: `事业编制已满：核定${q.approved}，实有${q.actual}，已批未到岗${q.approvedNotArrived}，在途${q.inTransit}，本次新增3，超出1人`,
    })]);
    expect(codesAt(json.data, 'R-BZ-03')).toEqual([]);
  });

  it('refuses in a correction an ID number on record other than the original\'s persons (R-ID-03)', async () => {
    const other = newPerson('在职丁');
    // Outside the establishment, so that the quota figures below stay the result's.
    await insertPerson(unitId, { name: other.name, idNumber: other.idNumber, birthDate: other.birthDate, recordStatus: 'FILED', estabStatus: 'OUT', estabType: null });
    const { json } = await fileResult([lineOf(jia, 'A01'), lineOf(other, 'A01', { rank: 2 })], original.id);
    expect(codesAt(json.data, 'R-ID-03')).toEqual([expect.objectContaining({
      field: 'lines[1].idNumber', message: expect.stringMatching(/^第 2 行 在职丁：该身份证号已在【.+】登记（在职），请通过人员交流办理调入$/),
    })]);
  });

  it('drafts the correction: one person kept with a corrected school, the other dropped', async () => {
    const { status, json } = await fileResult([lineOf(jia, 'A01', { graduateSchool: '浙江师范大学' })], original.id);
    expect(status).toBe(200);
    correction = json.data;
    expect(correction).toMatchObject({ correctsFilingId: original.id, corrects: { id: original.id, filingNo: original.filingNo } });
    await attach('jc', correction.id, ['公示材料']);
    correction = (await step('jc', await detailOf(correction.id), 'SUBMIT')).json.data;
    correction = (await step('zg', correction, 'ZG_APPROVE')).json.data;
    expect(correction.status).toBe('PENDING_RSJ');
  });

  it('is refused at approval while a person of the original has been changed by a later approved filing, naming them', async () => {
    const later = await insertFilingRow(unitId, 'PERSON_INFO', { status: 'APPROVED', lines: [{ personId: ids.yi, payload: {} }] });
    try {
      const { status, json } = await step('rsj', correction, 'RSJ_APPROVE');
      expect(status).toBe(422);
      expect(json.msg).toBe(`correctsFilingId: 更正乙在原件之后已有其他业务（草稿-${later.id}），不能撤销原件的效果`);
      expect(json.data).toMatchObject({ field: 'correctsFilingId', personId: ids.yi });
      const en = await call(act, '/Filing/act', {
        body: { id: correction.id, version: correction.version, action: 'RSJ_APPROVE' }, token: tokens.rsj, headers: EN,
      });
      expect(en.json.msg).toBe(`correctsFilingId: 更正乙 has been changed by a later filing (草稿-${later.id}); the original's effect cannot be undone`);
      const db = await getDb();
      const [yiNow] = await db.select().from(persons).where(eq(persons.id, ids.yi));
      expect(yiNow).toMatchObject({ deleted: false, personStatus: 'PENDING_ARRIVAL' });
      expect((await detailOf(original.id)).correctedById).toBeNull();
    } finally {
      const db = await getDb();
      await db.delete(filingLines).where(eq(filingLines.filingId, later.id));
      await db.delete(filings).where(eq(filings.id, later.id));
    }
  });

  it('is approved when the change of that person is only a draft', async () => {
    await insertFilingRow(unitId, 'PERSON_INFO', { status: 'DRAFT', lines: [{ personId: ids.yi, payload: {} }] });
    const { status, json } = await step('rsj', correction, 'RSJ_APPROVE');
    expect([status, json.code]).toEqual([200, 200]);
    correction = json.data;
    expect(correction).toMatchObject({ status: 'APPROVED', corrects: { id: original.id } });
  });

  it('takes the dropped person off the books and keeps the other once, corrected', async () => {
    expect(await listed('更正乙')).toMatchObject({ total: 0, list: [] });
    const kept = await listed('更正甲');
    expect(kept.total).toBe(1);
    expect(kept.list[0]).toMatchObject({ id: ids.jia, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED', postLevel: 'T12', estabType: 'INST' });
    const { json } = await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: ids.jia }, token: tokens.jc });
    expect(json.data.graduateSchool).toBe('浙江师范大学');
    const db = await getDb();
    expect(await db.select({ id: persons.id, deleted: persons.deleted }).from(persons).where(eq(persons.idNumber, jia.idNumber))).toEqual([{ id: ids.jia, deleted: false }]);
    expect(await db.select({ deleted: persons.deleted }).from(persons).where(eq(persons.id, ids.yi))).toEqual([{ deleted: true }]);
  });

  it('counts the correction\'s person once in 编制 and 岗位, and gives the plan its seat back', async () => {
    const q = await instQuota();
    expect(q).toMatchObject({
      approvedNotArrived: before.quota.approvedNotArrived + 1, vacancy: 1, reservedByPlans: before.quota.reservedByPlans - 1,
    });
    const posts = await t12();
    expect(posts.held).toBe(before.posts.held + 1);
    expect(posts.holders.filter((h) => h.id === ids.jia)).toHaveLength(1);
    expect(posts.holders.some((h) => h.id === ids.yi)).toBe(false);
    // The plan's open seats (A01 one of two, B02 one) are in transit again: the corrected result fills none.
    expect(posts.inTransit).toBe(before.posts.inTransit - 1);
    expect(await seatsOf()).toEqual([['A01', 1], ['B02', 0]]);
  });

  it('links the original and the correction both ways', async () => {
    const after = await detailOf(original.id);
    expect(after).toMatchObject({ status: 'APPROVED', correctedById: correction.id, correctable: false });
    expect(after.correctedBy.filter((c) => c.status !== 'DRAFT')).toEqual([{ id: correction.id, filingNo: correction.filingNo, status: 'APPROVED' }]);
    expect(after.reviews.at(-1)).toMatchObject({ node: 'SYS', action: 'CORRECTED', opinion: `已由更正件 ${correction.filingNo} 更正，原效果已撤销` });
    expect(await detailOf(correction.id)).toMatchObject({ correctsFilingId: original.id, corrects: { id: original.id, filingNo: original.filingNo }, correctedById: null });
  });
});

describe('the correction of an approved 招聘结果 whose person has arrived since', () => {
  let original: FilingDetail;
  let correction: FilingDetail;
  let personId: number;

  beforeAll(async () => {
    const filed = (await fileResult([lineOf(bing, 'B02')])).json.data;
    await attach('jc', filed.id, ['公示材料']);
    original = await approveAll('jc', filed);
    const db = await getDb();
    [{ personId }] = (await db.select({ personId: filingLines.personId }).from(filingLines).where(eq(filingLines.filingId, original.id))) as { personId: number }[];
    const [p] = await db.select().from(persons).where(eq(persons.id, personId));
    const arrived = await call(arrive, '/Recruit/arrive', { body: { personId, version: p.version, arrivalDate: day(0), workStartDate: '2020-07-01' }, token: tokens.jc });
    expect(arrived.status).toBe(200);
  });

  it('refuses a correction that leaves the arrived person out, or lists them under another ID number (R-CORR-02)', async () => {
    const message = '更正丙已报到上岗，更正件须以原身份证号保留该人员；其离开请办理减员，身份信息有误请办理人员信息变更';
    const without = (await fileResult([lineOf(newPerson('更正戊'), 'B02')], original.id)).json.data;
    expect(codesAt(without, 'R-CORR-02')).toEqual([expect.objectContaining({ level: 'ERROR', field: 'lines', message })]);
    const renumbered = (await fileResult([lineOf({ ...bing, ...newPerson('更正丙') }, 'B02')], original.id)).json.data;
    expect(renumbered.lines).toHaveLength(1);
    expect(codesAt(renumbered, 'R-CORR-02')).toEqual([expect.objectContaining({ message })]);
    const english = (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: renumbered.id }, token: tokens.jc, headers: EN })).json.data;
    expect(codesAt(english, 'R-CORR-02')).toEqual([expect.objectContaining({
      message: expect.stringMatching(/^更正丙 has arrived and is on duty: the correction must list them again under the same ID number/),
    })]);
    const kept = (await fileResult([lineOf(bing, 'B02', { major: '应用数学' })], original.id)).json.data;
    expect(codesAt(kept, 'R-CORR-02')).toEqual([]);
    const db = await getDb();
    await db.update(filings).set({ deleted: true }).where(inArray(filings.id, [without.id, renumbered.id, kept.id]));
  });

  it('is approved when it lists the arrived person again', async () => {
    const drafted = (await fileResult([lineOf(bing, 'B02', { major: '应用数学' })], original.id)).json.data;
    await attach('jc', drafted.id, ['公示材料']);
    correction = await approveAll('jc', drafted);
    expect(correction.status).toBe('APPROVED');
  });

  const detailOfPerson = async () => (await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: personId }, token: tokens.jc })).json.data;

  it('keeps the person on duty from the arrival day, with the corrected fields', async () => {
    expect(correction.status).toBe('APPROVED');
    expect(await detailOfPerson()).toMatchObject({
      id: personId, personStatus: 'ON_DUTY', recordStatus: 'FILED', unitEntryDate: day(0), workStartDate: '2020-07-01', major: '应用数学',
    });
    expect(await listed('更正丙')).toMatchObject({ total: 1 });
  });

  it('keeps one start in the establishment and post histories, citing the correction', async () => {
    const h = (await detailOfPerson()).histories;
    expect(h.estabs.map((r) => [r.effectiveDate, r.sourceFilingNo])).toEqual([[day(0), correction.filingNo]]);
    expect(h.posts.map((r) => [r.postLevel, r.appointStart, r.sourceFilingNo])).toEqual([['T12', day(0), correction.filingNo]]);
  });
});

describe('the history rows of the persons a corrected 招聘结果 withdraws', () => {
  // Each reuses the record of a deleted draft, whose rows (entered without a filing) are older than the result.
  const ji = newPerson('更正己');
  const geng = newPerson('更正庚');
  const rowsOf = async (personId: number) => {
    const db = await getDb();
    const posts = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, personId)).orderBy(asc(personPostHistory.id));
    const estabs = await db.select().from(personEstabHistory).where(eq(personEstabHistory.personId, personId)).orderBy(asc(personEstabHistory.id));
    return {
      posts: posts.map((r) => [r.postLevel, r.appointStart, r.sourceFilingId]),
      estabs: estabs.map((r) => [r.toEstabType, r.effectiveDate, r.sourceFilingId]),
    };
  };
  const EARLIER = { posts: [['T11', '2018-09-01', null]], estabs: [['INST', '2018-09-01', null]] };
  let original: FilingDetail;
  let ids: { ji: number; geng: number };
  let ownPlan: FilingDetail;
  const fileOwn = (lines: object[], correctsFilingId?: number) => file('jc', {
    filingType: 'RECRUIT_RESULT', header: { planFilingId: ownPlan.id, ...resultPublicity(ownPlan.id) }, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
  });

  beforeAll(async () => {
    await setEstablishment(unitId, (await instQuota()).approved + 5);
    await setPostCount(unitId, 'T12', 99);
    const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: { ...planHeader, batch: '第二批' }, lines: [planPost('C03', 2)] });
    await attach('jc', json.data.id, ['招聘方案', '岗位表']);
    ownPlan = await approveAll('jc', json.data);
    await publishFor('jc', ownPlan.id);
    const db = await getDb();
    const draftOf = async (p: typeof ji) => {
      const id = await insertPerson(unitId, { name: p.name, idNumber: p.idNumber, birthDate: p.birthDate, deleted: true });
      await db.insert(personPostHistory).values({ personId: id, unitId, postCategory: 'TECH', postLevel: 'T11', changeKind: 'FIRST', appointStart: '2018-09-01' });
      await db.insert(personEstabHistory).values({ personId: id, unitId, toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2018-09-01' });
      return id;
    };
    ids = { ji: await draftOf(ji), geng: await draftOf(geng) };
    const filed = (await fileOwn([lineOf(ji, 'C03'), lineOf(geng, 'C03', { rank: 2 })])).json.data;
    await attach('jc', filed.id, ['公示材料']);
    original = await approveAll('jc', filed);
    const [p] = await db.select().from(persons).where(eq(persons.id, ids.ji));
    expect(p).toMatchObject({ deleted: false, personStatus: 'PENDING_ARRIVAL' });
    const arrived = await call(arrive, '/Recruit/arrive', { body: { personId: ids.ji, version: p.version, arrivalDate: day(0), workStartDate: '2020-07-01' }, token: tokens.jc });
    expect(arrived.status).toBe(200);
  });

  it('starts from the arrival\'s rows citing the original beside the older ones', async () => {
    expect(await rowsOf(ids.ji)).toEqual({
      posts: [...EARLIER.posts, ['T12', day(0), original.id]], estabs: [...EARLIER.estabs, ['INST', day(0), original.id]],
    });
    expect(await rowsOf(ids.geng)).toEqual(EARLIER);
  });

  it('removes the original\'s rows of the person kept (recorded again citing the correction) and keeps the older ones', async () => {
    const drafted = (await fileOwn([lineOf(ji, 'C03', { major: '应用数学' })], original.id)).json.data;
    await attach('jc', drafted.id, ['公示材料']);
    const correction = await approveAll('jc', drafted);
    expect(correction.status).toBe('APPROVED');
    expect(await rowsOf(ids.ji)).toEqual({
      posts: [...EARLIER.posts, ['T12', day(0), correction.id]], estabs: [...EARLIER.estabs, ['INST', day(0), correction.id]],
    });
    const db = await getDb();
    expect(await db.select({ deleted: persons.deleted, personStatus: persons.personStatus }).from(persons).where(eq(persons.id, ids.ji)))
      .toEqual([{ deleted: false, personStatus: 'ON_DUTY' }]);
  });

  it('takes the dropped person off the books with no row citing the original, the older rows kept', async () => {
    const db = await getDb();
    expect(await db.select({ deleted: persons.deleted }).from(persons).where(eq(persons.id, ids.geng))).toEqual([{ deleted: true }]);
    expect(await rowsOf(ids.geng)).toEqual(EARLIER);
    for (const t of [personPostHistory, personEstabHistory, personExchanges, personStatusHistory, personTitleHistory]) {
      expect(await db.select({ id: t.id }).from(t).where(and(inArray(t.personId, [ids.ji, ids.geng]), eq(t.sourceFilingId, original.id)))).toEqual([]);
    }
  });
});
