import { eq } from 'drizzle-orm';
import { POST as openPlans } from '@/app/api/Recruit/getOpenPlans/route';
import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import { POST as act } from './route';
import { POST as create } from '../create/route';
import { POST as detail } from '../getDetail/route';
import { POST as update } from '../update/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostLevelUse } from '@/lib/contracts/jobManage';
import type { OpenPlan, RecruitQuotaItem } from '@/lib/contracts/recruit';
import { POST as postList } from '@/app/api/JobManage/getPostList/route';
import { getDb } from '@/lib/server/db/client';
import { filings } from '@/lib/server/db/tables';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { PUBLICITY_OVER, setEstablishment, setPostCount } from '@/lib/server/testing/fixtures';
import {
  approveAll, attach, file, newPerson, planHeader, planPost, publishFor, resultLine, resultPublicity, signInAll, step, THIS_YEAR, tokens,
} from '@/lib/server/testing/recruit';

/**
 * A correction under review of an approved 招聘结果 or 人才引进 whose person has not arrived: the original's 已批未到岗 and
 * the correction's 在途 are the same seat, counted once for the unit's other filings, on its quota page and in its plan's seats.
 */
withFreshDatabase();

const jia = newPerson('未到甲');
const yi = newPerson('未到乙');
const bing = newPerson('未到丙');
const ding = newPerson('未到丁');
const lineOf = (p: object) => ({ payload: { ...resultLine('', 'A01').payload, ...p } });

let plan: FilingDetail;
const fileResult = (lines: object[], correctsFilingId?: number) =>
  file('jc', { filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, ...resultPublicity(plan.id) }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) });
const submitted = async (lines: object[], correctsFilingId?: number) => {
  const f = (await fileResult(lines, correctsFilingId)).json.data;
  await attach('jc', f.id, ['公示材料']);
  const { json } = await step('jc', f, 'SUBMIT');
  expect(json.code).toBe(200);
  return json.data;
};
const instQuota = async () => (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc })).json.data.list
  .find((q) => q.estabType === 'INST')!;
const quotaFindings = async (p: object) => (await fileResult([lineOf(p)])).json.data.violations.filter((v) => v.code === 'R-BZ-01');

describe('a correction under review of an approved 招聘结果 not yet arrived', () => {
  let afterOriginal: RecruitQuotaItem;

  beforeAll(async () => {
    await signInAll();
    const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 4)] });
    await attach('jc', json.data.id, ['招聘方案', '岗位表']);
    plan = await approveAll('jc', json.data);
    await publishFor('jc', plan.id);
    const q = await instQuota();
    // Two vacant 事业编制: the original takes one, one is left; posts enough not to matter here.
    await setEstablishment(plan.unitId, q.approved - q.vacancy + 2);
    const t12 = (await call<{ levels: PostLevelUse[] }>(postList, '/JobManage/getPostList', { body: {}, token: tokens.jc })).json.data.levels
      .find((l) => l.postLevel === 'T12')!;
    await setPostCount(plan.unitId, 'T12', t12.held + t12.inTransit + 20);
    const filed = (await fileResult([lineOf(jia)])).json.data;
    await attach('jc', filed.id, ['公示材料']);
    await approveAll('jc', filed);
    afterOriginal = await instQuota();
    expect(afterOriginal).toMatchObject({ vacancy: 1, approvedNotArrived: q.approvedNotArrived + 1 });
    const original = filed.id;
    await submitted([lineOf(yi)], original);
  });

  it('counts the original and its correction as one seat on the quota page', async () => {
    expect(await instQuota()).toMatchObject({
      actual: afterOriginal.actual, approvedNotArrived: afterOriginal.approvedNotArrived, inTransit: afterOriginal.inTransit, vacancy: 1,
    });
  });

  it('lets another filing of the unit take the one vacant 编制 left (R-BZ-01)', async () => {
    expect(await quotaFindings(bing)).toEqual([]);
  });

  it('still counts a second, independent result under review: the next filing is refused with the right figures', async () => {
    await submitted([lineOf(bing)]);
    const q = afterOriginal;
    expect(await instQuota()).toMatchObject({ inTransit: q.inTransit + 1, vacancy: 0 });
    expect(await quotaFindings(ding)).toEqual([expect.objectContaining({
      field: 'lines',
      message: `事业编制已满：核定${q.approved}，实有${q.actual}，已批未到岗${q.approvedNotArrived}，在途${q.inTransit + 1}，本次新增1，超出1人`,
    })]);
  });
});

describe('a correction under review of a result that filled its plan, its person not arrived', () => {
  const t12 = async () => (await call<{ levels: PostLevelUse[] }>(postList, '/JobManage/getPostList', { body: {}, token: tokens.jc })).json.data.levels
    .find((l) => l.postLevel === 'T12')!;
  let full: FilingDetail;
  let afterOriginal: PostLevelUse;

  beforeAll(async () => {
    const q = await instQuota();
    await setEstablishment(plan.unitId, q.approved - q.vacancy + 5);
    const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('B01', 1)] });
    await attach('jc', json.data.id, ['招聘方案', '岗位表']);
    full = await approveAll('jc', json.data);
    await publishFor('jc', full.id);
    const seats = (lines: object[], correctsFilingId?: number) => file('jc', {
      filingType: 'RECRUIT_RESULT', header: { planFilingId: full.id, ...resultPublicity(full.id) }, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
    });
    const filed = (await seats([{ payload: { ...resultLine('', 'B01').payload, ...newPerson('满额甲') } }])).json.data;
    await attach('jc', filed.id, ['公示材料']);
    await approveAll('jc', filed);
    afterOriginal = await t12();
    const correction = (await seats([{ payload: { ...resultLine('', 'B01').payload, ...newPerson('满额乙') } }], filed.id)).json.data;
    await attach('jc', correction.id, ['公示材料']);
    expect((await step('jc', correction, 'SUBMIT')).json.code).toBe(200);
  });

  it("counts the original's held post and the correction's claim as one post", async () => {
    expect(await t12()).toMatchObject({ held: afterOriginal.held, inTransit: afterOriginal.inTransit });
  });
});

describe('a correction under review of a result, against the seats of its plan (R-BZ-03)', () => {
  let seatsPlan: FilingDetail;
  let reserved: number;
  const onSeats = (lines: object[], correctsFilingId?: number) => file('jc', {
    filingType: 'RECRUIT_RESULT', header: { planFilingId: seatsPlan.id, ...resultPublicity(seatsPlan.id) }, lines, ...(correctsFilingId ? { correctsFilingId } : {}),
  });
  const linesOf = (...names: string[]) => names.map((n) => ({ payload: { ...resultLine('', 'C01').payload, ...newPerson(n) } }));
  const seatFindings = async (names: string[], headers?: Record<string, string>) => {
    const f = (await onSeats(linesOf(...names))).json.data;
    const d = headers ? (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: f.id }, token: tokens.jc, headers })).json.data : f;
    return d.violations.filter((v) => v.code === 'R-BZ-03');
  };
  const used = async () => (await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc })).json.data.list
    .find((p) => p.id === seatsPlan.id)!.posts.map((p) => [p.postCode, p.recruitCount, p.used]);

  beforeAll(async () => {
    const q = await instQuota();
    await setEstablishment(plan.unitId, q.approved - q.vacancy + 10);
    const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: { ...planHeader, batch: '第三批' }, lines: [planPost('C01', 3)] });
    await attach('jc', json.data.id, ['招聘方案', '岗位表']);
    seatsPlan = await approveAll('jc', json.data);
    await publishFor('jc', seatsPlan.id);
    const original = (await onSeats(linesOf('席位甲'))).json.data;
    await attach('jc', original.id, ['公示材料']);
    await approveAll('jc', original);
    reserved = (await instQuota()).reservedByPlans;
    const correction = (await onSeats(linesOf('席位乙'), original.id)).json.data;
    await attach('jc', correction.id, ['公示材料']);
    expect((await step('jc', correction, 'SUBMIT')).json.code).toBe(200);
  });

  it('counts the original and its correction as one seat of the plan, on its open seats and on the quota it reserves', async () => {
    expect(await used()).toEqual([['C01', 3, 1]]);
    expect((await instQuota()).reservedByPlans).toBe(reserved);
  });

  it('lets an unrelated result take exactly the two seats left', async () => {
    expect(await seatFindings(['席位丙', '席位丁'])).toEqual([]);
  });

  it('refuses an unrelated result of one person past the seats left, in zh and en', async () => {
    expect(await seatFindings(['席位丙', '席位丁', '席位戊'])).toEqual([expect.objectContaining({
      level: 'ERROR', field: 'lines', message: '岗位 C01（语文教师）计划3人，已备案或在审1人，本次3人，超出1人',
    })]);
    expect(await seatFindings(['席位丙', '席位丁', '席位戊'], { 'accept-language': 'en-US,en;q=0.9' })).toEqual([expect.objectContaining({
      field: 'lines', message: 'Post C01 plans 3, 1 filed or under review, 3 in this filing: 1 too many',
    })]);
  });

  it('still counts a second, unrelated result under review: one seat is left beside it', async () => {
    const other = (await onSeats(linesOf('席位己'))).json.data;
    await attach('jc', other.id, ['公示材料']);
    expect((await step('jc', other, 'SUBMIT')).json.code).toBe(200);
    expect(await used()).toEqual([['C01', 3, 2]]);
    expect(await seatFindings(['席位庚'])).toEqual([]);
    expect(await seatFindings(['席位庚', '席位辛'])).toEqual([expect.objectContaining({
      field: 'lines', message: '岗位 C01（语文教师）计划3人，已备案或在审2人，本次2人，超出1人',
    })]);
  });
});

describe('a correction under review of an approved 人才引进 not yet arrived', () => {
  const PAPERS = ['学历学位证书', '考核报告', '职称证书', '公示材料'];
  const talent = (name: string) => ({
    payload: {
      ...newPerson(name, { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` }), talentClass: 'B', profTitle: '高级工程师',
      titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST', assessResult: '经考核，符合引进条件',
    },
  });
  const introduce = async (names: string[], correctsFilingId?: number) => {
    const { json } = await file('jc', {
      filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: names.map(talent), ...(correctsFilingId ? { correctsFilingId } : {}),
    });
    await attach('jc', json.data.id, PAPERS);
    return json.data;
  };
  const submit = async (f: FilingDetail) => {
    const { json } = await step('jc', f, 'SUBMIT');
    expect(json.code).toBe(200);
  };
  const roomFindings = async (names: string[]) => (await introduce(names)).violations.filter((v) => v.code === 'R-BZ-02');
  const t07 = async () => (await call<{ levels: PostLevelUse[] }>(postList, '/JobManage/getPostList', { body: {}, token: tokens.jc })).json.data.levels
    .find((l) => l.postLevel === 'T07')!;
  let afterOriginal: RecruitQuotaItem;
  let postsAfterOriginal: PostLevelUse;

  beforeAll(async () => {
    await setPostCount(plan.unitId, 'T07', 100);
    const q = await instQuota();
    // Two places beyond what the plans reserve: the original's talent takes one, one is left.
    await setEstablishment(plan.unitId, q.approved - q.available + 2);
    const original = await approveAll('jc', await introduce(['引进未到甲']));
    afterOriginal = await instQuota();
    postsAfterOriginal = await t07();
    expect(afterOriginal).toMatchObject({ available: 1, approvedNotArrived: q.approvedNotArrived + 1 });
    await submit(await introduce(['引进未到乙'], original.id));
  });

  it('counts the original and its correction as one place on the quota page and one post', async () => {
    const { actual, approvedNotArrived, inTransit, vacancy, reservedByPlans } = afterOriginal;
    expect(await instQuota()).toMatchObject({ actual, approvedNotArrived, inTransit, vacancy, reservedByPlans, available: 1 });
    expect(await t07()).toMatchObject({ held: postsAfterOriginal.held, inTransit: postsAfterOriginal.inTransit });
  });

  it('lets another introduction of the unit take the one place left, and refuses two with the right figures (R-BZ-02)', async () => {
    expect(await roomFindings(['引进未到丙'])).toEqual([]);
    expect(await roomFindings(['引进未到丙', '引进未到丁'])).toEqual([expect.objectContaining({
      level: 'ERROR', field: 'lines', message: `拟引进事业编制2人，可用空编1人（空编${afterOriginal.vacancy}，已核准或在审计划未使用${afterOriginal.reservedByPlans}）`,
    })]);
  });

  it('still counts a second, independent introduction under review: the next one is refused', async () => {
    await submit(await introduce(['引进未到己']));
    const q = afterOriginal;
    expect(await instQuota()).toMatchObject({ inTransit: q.inTransit + 1, vacancy: q.vacancy - 1, available: 0 });
    expect(await roomFindings(['引进未到庚'])).toEqual([expect.objectContaining({
      field: 'lines', message: `拟引进事业编制1人，可用空编0人（空编${q.vacancy - 1}，已核准或在审计划未使用${q.reservedByPlans}）`,
    })]);
  });
});

describe('a correction naming an original of another type: nothing nets across types', () => {
  const PAPERS = ['学历学位证书', '考核报告', '职称证书', '公示材料'];
  const talentLine = (name: string) => ({
    payload: {
      ...newPerson(name, { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` }), talentClass: 'B', profTitle: '高级工程师',
      titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST', assessResult: '经考核，符合引进条件',
    },
  });
  const introduce = (names: string[], correctsFilingId?: number) => file('jc', {
    filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: names.map(talentLine), ...(correctsFilingId ? { correctsFilingId } : {}),
  });
  let result: FilingDetail;
  let talent: FilingDetail;

  beforeAll(async () => {
    const q = await instQuota();
    await setEstablishment(plan.unitId, q.approved - q.available + 10);
    const filed = (await fileResult([lineOf(newPerson('跨类甲'))])).json.data;
    await attach('jc', filed.id, ['公示材料']);
    result = await approveAll('jc', filed);
    const t = (await introduce(['跨类乙'])).json.data;
    await attach('jc', t.id, PAPERS);
    talent = await approveAll('jc', t);
  });

  it('refuses on correctsFilingId a 人才引进 correcting a 招聘结果, and the other way round, in zh and en', async () => {
    const refused = await introduce(['跨类丙'], result.id);
    expect([refused.status, refused.json.msg, refused.json.data]).toEqual([422, 'correctsFilingId: 只能更正本单位已核准的高层次人才引进', { field: 'correctsFilingId' }]);
    const en = await call(create, '/Filing/create', {
      body: { contactName: '李明华', contactPhone: '13857201234', filingType: 'TALENT_INTRO', header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [], correctsFilingId: result.id },
      token: tokens.jc, headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json.msg).toBe('correctsFilingId: only a High-level talent introduction of your unit that is approved can be corrected');
    const back = await fileResult([lineOf(newPerson('跨类丁'))], talent.id);
    expect([back.status, back.json.msg]).toEqual([422, 'correctsFilingId: 只能更正本单位已备案的招聘结果备案']);
  });

  it('refuses a draft moved onto an original of another type, on update', async () => {
    const draft = (await introduce(['跨类戊'])).json.data;
    const { status, json } = await call(update, '/Filing/update', {
      body: { id: draft.id, version: draft.version, contactName: '李明华', contactPhone: '13857201234', header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER },
        lines: [talentLine('跨类戊')], correctsFilingId: result.id },
      token: tokens.jc,
    });
    expect([status, json.msg]).toEqual([422, 'correctsFilingId: 只能更正本单位已核准的高层次人才引进']);
  });

  it('refuses at submission, naming both types (R-CORR-01), a filing that names an original of another type all the same', async () => {
    const draft = (await introduce(['跨类己'])).json.data;
    await attach('jc', draft.id, PAPERS);
    const db = await getDb();
    await db.update(filings).set({ correctsFilingId: result.id }).where(eq(filings.id, draft.id));
    const zh = `${result.filingNo} 是招聘结果备案，不能以高层次人才引进更正：更正件须与原件同一类型`;
    const refused = await step('jc', draft, 'SUBMIT');
    expect([refused.status, refused.json.msg]).toEqual([422, zh]);
    expect((refused.json.data as unknown as { violations: object[] }).violations)
      .toContainEqual({ code: 'R-CORR-01', level: 'ERROR', field: 'correctsFilingId', message: zh });
    const en = await call(act, '/Filing/act', {
      body: { id: draft.id, version: draft.version, action: 'SUBMIT' }, token: tokens.jc, headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json.msg).toBe(`${result.filingNo} is a Recruitment result and cannot be corrected by a High-level talent introduction: a correction is of its original's type`);
  });

  it('refuses at each approval step, naming both types (R-CORR-01), a filing under review that names an original of another type', async () => {
    const draft = (await introduce(['跨类辛'])).json.data;
    await attach('jc', draft.id, PAPERS);
    const db = await getDb();
    const aimAtResult = (correctsFilingId: number | null) => db.update(filings).set({ correctsFilingId }).where(eq(filings.id, draft.id));
    const zh = `${result.filingNo} 是招聘结果备案，不能以高层次人才引进更正：更正件须与原件同一类型`;
    const en = `${result.filingNo} is a Recruitment result and cannot be corrected by a High-level talent introduction: a correction is of its original's type`;
    const refusedAt = async (user: string, f: FilingDetail, action: string) => {
      const refused = await step(user, f, action);
      expect([refused.status, refused.json.msg]).toEqual([422, zh]);
      expect((refused.json.data as unknown as { violations: object[] }).violations)
        .toContainEqual({ code: 'R-CORR-01', level: 'ERROR', field: 'correctsFilingId', message: zh });
      const inEn = await call(act, '/Filing/act', {
        body: { id: f.id, version: f.version, action }, token: tokens[user], headers: { 'accept-language': 'en-US,en;q=0.9' },
      });
      expect(inEn.json.msg).toBe(en);
    };
    const submitted = (await step('jc', draft, 'SUBMIT')).json.data;
    await aimAtResult(result.id);
    await refusedAt('zg', submitted, 'ZG_APPROVE');
    await aimAtResult(null);
    const atRsj = (await step('zg', submitted, 'ZG_APPROVE')).json.data;
    expect(atRsj.status).toBe('PENDING_RSJ');
    await aimAtResult(result.id);
    await refusedAt('rsj', atRsj, 'RSJ_APPROVE');
    expect((await db.select().from(filings).where(eq(filings.id, result.id)))[0].correctedById).toBeNull();
    await aimAtResult(null);
    expect((await step('rsj', atRsj, 'RSJ_APPROVE')).json.data.status).toBe('APPROVED');
  });

  it("counts in full, beside the 招聘结果's person awaiting arrival, such a filing under review: in 编制 and in posts", async () => {
    const t12 = async () => (await call<{ levels: PostLevelUse[] }>(postList, '/JobManage/getPostList', { body: {}, token: tokens.jc })).json.data.levels
      .find((l) => l.postLevel === 'T12')!;
    const [before, postsBefore] = [await instQuota(), await t12()];
    const db = await getDb();
    // At the result's person's level, T12: a correction of the result would hold that post already.
    const line = { payload: { ...talentLine('跨类庚').payload, postLevel: 'T12' } };
    const row = await insertFilingRow(plan.unitId, 'TALENT_INTRO', { status: 'PENDING_ZG', header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [line] });
    await db.update(filings).set({ correctsFilingId: result.id }).where(eq(filings.id, row.id));
    expect(await instQuota()).toMatchObject({ approvedNotArrived: before.approvedNotArrived, inTransit: before.inTransit + 1, vacancy: before.vacancy - 1 });
    expect(await t12()).toMatchObject({ held: postsBefore.held, inTransit: postsBefore.inTransit + 1 });
    await db.update(filings).set({ deleted: true }).where(eq(filings.id, row.id));
  });
});
