import { and, eq } from 'drizzle-orm';
import { POST as act } from './route';
import { POST as create } from '../create/route';
import { POST as del } from '../delete/route';
import { POST as upload } from '../../Attachment/upload/route';
import { POST as planCurrent } from '../../PostPlan/getCurrent/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import type { PostPlanContext } from '@/lib/contracts/postSetting';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { addDays, addMonths } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { unitPostPlans } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

const TODAY = today();
const NEXT_MONTH = addMonths(TODAY, 1);
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const tokens: Record<string, string> = {};
let jcUnit: number;
let context: PostPlanContext;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  context = (await call<PostPlanContext>(planCurrent, '/PostPlan/getCurrent', { body: {}, token: tokens.jc })).json.data;
});

const contact = { contactName: '李明华', contactPhone: '13857201234' };
const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}, headers?: Record<string, string>) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, token: tokens[user], headers });

/** A draft post setting that moves one post from T11 to T10, with its papers. */
async function postSettingDraft(): Promise<FilingDetail> {
  const lines = context.plan!.lines.map((l) => ({ ...l, approvedCount: l.postLevel === 'T10' ? l.approvedCount + 1 : l.postLevel === 'T11' ? l.approvedCount - 1 : l.approvedCount }));
  const sum = (c: string) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
  const header = {
    settingKind: 'ADJUST', estabSnapshot: context.quotaInst, managePosts: sum('MANAGE'), techPosts: sum('TECH'), workerPosts: sum('WORKER'),
    postTotal: sum('MANAGE') + sum('TECH') + sum('WORKER'), dualPostCount: 1, staffCongressDate: addDays(TODAY, -30), plan: '调整专技岗位结构',
  };
  const body = { filingType: 'POST_SETTING', ...contact, year: Number(TODAY.slice(0, 4)), header, lines: lines.map((l) => ({ payload: { ...l, currentCount: context.holders[l.postLevel] ?? 0 } })) };
  const filing = (await call<FilingDetail>(create, '/Filing/create', { body, token: tokens.jc })).json.data;
  for (const category of ['岗位设置方案', '岗位说明书', '职代会决议']) {
    const file = { filingId: filing.id, category, fileName: `${category}.pdf`, content: samplePdf(category).toString('base64') };
    expect((await call(upload, '/Attachment/upload', { body: file, token: tokens.jc })).status).toBe(200);
  }
  return filing;
}

const warningsOf = (filing: FilingDetail) => filing.violations.filter((v) => v.level === 'WARN').map((v) => v.code);

/** A post setting submitted and approved by the competent authority. */
async function postSettingAtRsj(): Promise<FilingDetail> {
  let filing = await postSettingDraft();
  filing = (await doAct('jc', filing, 'SUBMIT', { ackWarnings: warningsOf(filing) })).json.data;
  expect(filing.status).toBe('PENDING_ZG');
  filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
  expect(filing.status).toBe('PENDING_RSJ');
  return filing;
}

const currentPlan = async () => (await (await getDb()).select().from(unitPostPlans)
  .where(and(eq(unitPostPlans.unitId, jcUnit), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false))))[0];

describe('a post setting approved with an execution date next month', () => {
  let filing: FilingDetail;
  let before: Awaited<ReturnType<typeof currentPlan>>;

  beforeAll(async () => {
    before = await currentPlan();
    filing = await postSettingAtRsj();
  });

  it('refuses an execution date before today, naming the field, in Chinese and in English', async () => {
    const zh = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: addDays(TODAY, -1) });
    expect(zh.json).toMatchObject({ code: 400, msg: '执行日期不能早于今天', data: { field: 'executeDate' } });
    const en = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: addDays(TODAY, -1) }, EN);
    expect(en.json).toMatchObject({ code: 400, msg: 'The execution date cannot be before today', data: { field: 'executeDate' } });
  });

  it('refuses what is not a date, naming the field', async () => {
    const { json } = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: '2026-02-30' });
    expect(json).toMatchObject({ code: 400, data: { field: 'executeDate' } });
    expect(json.msg).toBe('executeDate: 执行日期不是有效日期');
  });

  it('is approved, the current plan staying the old one until then', async () => {
    const { status, json } = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: NEXT_MONTH });
    expect(status).toBe(200);
    filing = json.data;
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: NEXT_MONTH });
    expect(filing.reviews.map((r) => r.action)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE']);
    expect((await currentPlan()).id).toBe(before.id);
    await applyDueEffects(await getDb(), addDays(NEXT_MONTH, -1));
    expect((await currentPlan()).id).toBe(before.id);
  });

  it('holds off another post setting until then (R-GEN-07), in Chinese and in English', async () => {
    const next = await postSettingDraft();
    const zh = await doAct('jc', next, 'SUBMIT', { ackWarnings: warningsOf(next) });
    expect(zh.status).toBe(422);
    expect(zh.json.msg).toBe(`岗位设置审批备案【${filing.filingNo}】已核准，自 ${NEXT_MONTH} 起执行，执行前不能再次提交`);
    const en = await doAct('jc', next, 'SUBMIT', { ackWarnings: warningsOf(next) }, EN);
    expect(en.json.msg).toBe(`Post setting ${filing.filingNo} is approved and takes effect on ${NEXT_MONTH}; another cannot be submitted before then`);
    expect((await call(del, '/Filing/delete', { body: { id: next.id, version: next.version }, token: tokens.jc })).status).toBe(200);
  });

  it('becomes the current plan on the execution date, effective from it', async () => {
    await applyDueEffects(await getDb(), NEXT_MONTH);
    expect(await currentPlan()).toMatchObject({ planVersion: before.planVersion + 1, sourceFilingId: filing.id, effectiveFrom: NEXT_MONTH });
  });
});

describe('a unit information filing approved with an execution date next month', () => {
  /** A draft of the unit's own key fields, its institution quota raised by ten. */
  async function unitInfoDraft(): Promise<FilingDetail> {
    const info = (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: tokens.jc })).json.data;
    const keys = Object.keys(unitKeyFields.shape);
    const unit = Object.fromEntries(Object.entries(info.unit).filter(([k, v]) => keys.includes(k) && v !== null));
    const quotaInst = info.quota.find((q) => q.estabType === 'INST')!.approved + 10;
    const establishment = {
      approvedTotal: quotaInst, quotaAdmin: 0, quotaInst, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3, internalOrgCount: 6,
      docNo: '湖编〔2026〕21号', docDate: addDays(TODAY, -10),
    };
    return (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header: { unit, establishment } }, token: tokens.jc })).json.data;
  }

  it('holds off another one, naming the first 已备案 (the word its screens use), in Chinese and in English', async () => {
    let filing = await unitInfoDraft();
    filing = (await doAct('jc', filing, 'SUBMIT', { ackWarnings: warningsOf(filing) })).json.data;
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    filing = (await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: NEXT_MONTH })).json.data;
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: NEXT_MONTH });
    const next = await unitInfoDraft();
    const zh = await doAct('jc', next, 'SUBMIT', { ackWarnings: warningsOf(next) });
    expect(zh.status).toBe(422);
    expect(zh.json.msg).toBe(`单位信息上报【${filing.filingNo}】已备案，自 ${NEXT_MONTH} 起执行，执行前不能再次提交`);
    const en = await doAct('jc', next, 'SUBMIT', { ackWarnings: warningsOf(next) }, EN);
    expect(en.json.msg).toBe(`Unit information filing ${filing.filingNo} is filed and takes effect on ${NEXT_MONTH}; another cannot be submitted before then`);
    expect((await call(del, '/Filing/delete', { body: { id: next.id, version: next.version }, token: tokens.jc })).status).toBe(200);
  });
});

describe('an execution date of today', () => {
  it('lands the post setting on approval', async () => {
    const before = await currentPlan();
    const filing = await postSettingAtRsj();
    const { status, json } = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: TODAY });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ status: 'APPROVED', effectiveOn: null });
    expect(json.data.reviews.at(-1)).toMatchObject({ action: 'APPLY_EFFECT' });
    expect(await currentPlan()).toMatchObject({ planVersion: before.planVersion + 1, sourceFilingId: filing.id, effectiveFrom: TODAY });
  });
});

describe('an execution date where none is taken', () => {
  it('is refused with a review that does not land the filing, and with a type dated by its content', async () => {
    const setting = await postSettingAtRsj();
    // Back to the competent authority: its approval of a ZG_RSJ filing lands nothing.
    const recalled = (await doAct('zg', setting, 'ZG_RECALL')).json.data;
    const early = await doAct('zg', recalled, 'ZG_APPROVE', { executeDate: NEXT_MONTH });
    expect(early.json).toMatchObject({ code: 400, msg: '执行日期只在岗位设置、单位信息的最终审核通过时填写', data: { field: 'executeDate' } });

    const personId = await insertPerson(jcUnit, { name: '执行日期减员', recordStatus: 'FILED' });
    const body = { filingType: 'STAFF_REDUCE', ...contact, header: {}, lines: [{ personId, payload: { reduceType: 'RESIGN', reduceDate: TODAY } }] };
    let reduce = (await call<FilingDetail>(create, '/Filing/create', { body, token: tokens.jc })).json.data;
    await attachPapers(tokens.jc, reduce.id, [REDUCE_PAPERS.RESIGN.zh]);
    reduce = (await doAct('jc', reduce, 'SUBMIT')).json.data;
    reduce = (await doAct('zg', reduce, 'ZG_APPROVE')).json.data;
    const refused = await doAct('rsj', reduce, 'RSJ_APPROVE', { executeDate: NEXT_MONTH }, EN);
    expect(refused.json).toMatchObject({ code: 400, msg: 'An execution date is given only with the final approval of a post setting or unit information', data: { field: 'executeDate' } });
    expect((await doAct('rsj', reduce, 'RSJ_APPROVE')).json.data).toMatchObject({ status: 'APPROVED', effectiveOn: null });
  });
});
