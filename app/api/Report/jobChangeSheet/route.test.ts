import { and, eq } from 'drizzle-orm';
import { POST as sheetRoute } from './route';
import { POST as pdfRoute } from '../jobChangeSheetPdf/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { JobChangeSheet } from '@/lib/contracts/report';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { personAssessments, systemLog, unitPostPlanLines, unitPostPlans } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, PUBLICITY_OVER, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
const YEAR = Number(today().slice(0, 4));
const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const sheetAs = (user: string, filingId: number) => call<JobChangeSheet>(sheetRoute, '/Report/jobChangeSheet', { body: { filingId }, ...as(user) });
const doAct = async (user: string, f: { id: number; version: number }, action: string, opinion?: string) =>
  (await call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, opinion }, ...as(user) })).json.data;
const promotion = async (personId: number, filingType = 'POST_APPOINT', header: object = { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, to = 'T09') =>
  (await call<FilingDetail>(create, '/Filing/create', {
    body: {
      filingType, ...contact, header,
      lines: [{ personId, payload: { fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel: to, appointStart: today(), appointEnd: '2031-12-31', reason: '业绩突出', unitDocNo: '湖一中〔2026〕12号' } }],
    },
    ...as('jc'),
  })).json.data;
const teacher = (name: string) => insertPerson(jcUnit, {
  name, recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE', profTitle: '中学一级教师', titleDate: '2018-09-01', appointDate: '2019-09-01',
});

/** Room at T09 for the promotions of this file. */
async function widenT09() {
  const db = await getDb();
  const [plan] = await db.select().from(unitPostPlans).where(and(eq(unitPostPlans.unitId, jcUnit), eq(unitPostPlans.isCurrent, true)));
  await db.update(unitPostPlanLines).set({ approvedCount: 99 }).where(and(eq(unitPostPlanLines.planId, plan.id), eq(unitPostPlanLines.postLevel, 'T09')));
}

let approved: FilingDetail;
let pending: FilingDetail;
let draft: FilingDetail;
let approvedSheet: JobChangeSheet;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  await widenT09();
  const promoted = await teacher('审核表晋升');
  await (await getDb()).insert(personAssessments).values({ personId: promoted, unitId: jcUnit, year: YEAR - 2, kind: 'ANNUAL', result: '1' });
  approved = await promotion(promoted);
  approved = await doAct('jc', approved, 'SUBMIT');
  approved = await doAct('zg', approved, 'ZG_APPROVE', '同意晋升，报市人社局审核');
  approved = await doAct('rsj', approved, 'RSJ_APPROVE', '同意备案');
  pending = await doAct('jc', await promotion(await teacher('审核表待审')), 'SUBMIT');
  draft = await promotion(await teacher('审核表草稿'), 'POST_CHANGE', { changeKind: 'DEMOTE' }, 'T11');
  approvedSheet = (await sheetAs('jc', approved.id)).json.data;
});

describe('POST /api/Report/jobChangeSheet', () => {
  it("fills the header from the unit, its plan and establishment, and the filing's number and date", async () => {
    expect(approved.status).toBe('APPROVED');
    expect(approvedSheet.header).toMatchObject({
      unitName: '湖州市第一中学', uscc: expect.stringMatching(/^[0-9A-Z]{18}$/), competentDeptName: expect.any(String),
      unitRank: expect.any(String), fundingForm: expect.any(String), approvedTotal: expect.any(Number), postTotal: expect.any(Number),
      inEstab: expect.any(Number), filingNo: approved.filingNo, filingDate: today(),
    });
    const h = approvedSheet.header;
    expect(h.managePosts! + h.techPosts! + h.workerPosts!).toBe(h.postTotal);
    expect(approvedSheet).toMatchObject({ filingType: 'POST_APPOINT', status: 'APPROVED', figuresAt: 'SUBMISSION', watermark: null });
  });

  it('names the status with the word every screen uses for the filing: a 岗位聘用 is 已备案, not 已核准', async () => {
    expect(approvedSheet.statusName).toBe('已备案');
    expect((await sheetAs('zg', pending.id)).json.data.statusName).toBe('待主管部门审核');
    const en = async (id: number) => (await call<JobChangeSheet>(sheetRoute, '/Report/jobChangeSheet', { body: { filingId: id }, ...as('jc'), headers: { 'accept-language': 'en' } })).json.data;
    expect((await en(approved.id)).statusName).toBe('Filed');
    expect((await en(pending.id)).statusName).toBe('Awaiting competent authority');
  });

  it('has one line per line of the filing, each column by its code-list name', () => {
    expect(approvedSheet.lines).toHaveLength(approved.lines.length);
    expect(approvedSheet.lines[0]).toEqual({
      lineNo: 1, name: '审核表晋升', gender: '男', birthMonth: '1990-03', education: '大学本科毕业', workStartDate: '2012-08-01',
      title: '中学一级教师（中级） 2018-09-01', currentPost: '专业技术岗位 专业技术十级', currentPostDate: '2019-09-01',
      assessments: [{ year: YEAR - 3, result: null }, { year: YEAR - 2, result: '优秀' }, { year: YEAR - 1, result: null }],
      newPost: '专业技术岗位 专业技术九级', moveKind: '晋升', term: `${today()}至2031-12-31`, reason: '业绩突出', remark: '聘用文号：湖一中〔2026〕12号',
    });
  });

  it('takes the opinions from the latest approvals, with reviewer and date', () => {
    const zg = approved.reviews.filter((r) => r.action === 'ZG_APPROVE').at(-1)!;
    const rsj = approved.reviews.filter((r) => r.action === 'RSJ_APPROVE').at(-1)!;
    expect(approvedSheet.opinions).toEqual({
      zg: { opinion: '同意晋升，报市人社局审核', reviewer: zg.actorName, date: zg.actedAt.slice(0, 10) },
      rsj: { opinion: '同意备案', reviewer: rsj.actorName, date: rsj.actedAt.slice(0, 10) },
      rsjOnRoute: true,
    });
  });

  it('keeps the held figures of an approved filing as they stood before it took effect', async () => {
    const t09 = approvedSheet.summary.find((r) => r.level === 'T09')!;
    const t10 = approvedSheet.summary.find((r) => r.level === 'T10')!;
    expect(t09).toMatchObject({ approved: 99, change: 1, heldAfter: t09.heldBefore! + 1, vacancy: 99 - t09.heldBefore! - 1, levelName: '专业技术九级' });
    expect(t10).toMatchObject({ change: -1, heldAfter: t10.heldBefore! - 1 });
    // A later promotion to the same level changes today's count, not this sheet.
    let later = await doAct('jc', await promotion(await teacher('审核表后续')), 'SUBMIT');
    later = await doAct('zg', later, 'ZG_APPROVE');
    await doAct('rsj', later, 'RSJ_APPROVE');
    expect((await sheetAs('jc', approved.id)).json.data.summary).toEqual(approvedSheet.summary);
    const laterT09 = (await sheetAs('jc', later.id)).json.data.summary.find((r) => r.level === 'T09')!;
    expect(laterT09.heldBefore).toBe(t09.heldAfter);
  });

  it('marks a filing not yet approved, with blank opinions for the nodes not reached and today\'s figures', async () => {
    const { json } = await sheetAs('zg', pending.id);
    expect(json.data).toMatchObject({ status: 'PENDING_ZG', watermark: '审核中 仅供参考', figuresAt: 'NOW' });
    expect(json.data.opinions.zg).toEqual({ opinion: null, reviewer: null, date: null });
    expect(json.data.summary.find((r) => r.level === 'T09')?.heldBefore).toEqual(expect.any(Number));
  });

  it('answers in English when asked', async () => {
    const { json } = await call<JobChangeSheet>(sheetRoute, '/Report/jobChangeSheet', { body: { filingId: pending.id }, ...as('jc'), headers: { 'accept-language': 'en' } });
    expect(json.data.watermark).toBe('Under review · for reference only');
    expect(json.data.lines[0]).toMatchObject({ gender: 'Male', moveKind: 'Promotion' });
  });

  it('shows the unit its own filings, drafts included, and refuses another unit as the filing detail does', async () => {
    expect((await sheetAs('jc', draft.id)).json.data).toMatchObject({ filingType: 'POST_CHANGE', status: 'DRAFT', lines: [expect.objectContaining({ moveKind: '降低等级' })] });
    const other = await sheetAs('jc2', approved.id);
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('业务不存在或无权查看');
  });

  it('shows the competent authority its units\' submitted filings, never a draft; the bureau and the administrator theirs, as the filing detail does', async () => {
    expect((await sheetAs('zg', approved.id)).status).toBe(200);
    expect((await sheetAs('zg', draft.id)).status).toBe(404);
    expect((await sheetAs('zg2', approved.id)).status).toBe(404);
    expect((await sheetAs('rsj', approved.id)).status).toBe(200);
    expect((await sheetAs('rsj', pending.id)).status).toBe(200); // waiting at the competent authority: the bureau reads it
    expect((await sheetAs('rsj', draft.id)).status).toBe(404);
    expect((await sheetAs('admin', approved.id)).status).toBe(200);
    expect((await sheetAs('admin', draft.id)).status).toBe(404);
  });

  it('has no sheet for another filing type', async () => {
    const { json } = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'STAFF_REDUCE', ...contact, header: {}, lines: [{ personId: await teacher('审核表减员'), payload: { reduceType: 'RESIGN', reduceDate: today() } }] },
      ...as('jc'),
    });
    const other = json.data;
    expect(other.filingType).toBe('STAFF_REDUCE');
    const { status, json: refused } = await sheetAs('jc', other.id);
    expect(status).toBe(422);
    expect(refused.msg).toBe('岗位聘用变动审核表只适用于岗位聘用、岗位变动业务');
    const en = await call(sheetRoute, '/Report/jobChangeSheet', { body: { filingId: other.id }, ...as('jc'), headers: { 'accept-language': 'en' } });
    expect(en.json.msg).toBe('The audit sheet is only for post appointment and post change filings');
  });

  it('asks for a filing', async () => {
    expect((await call(sheetRoute, '/Report/jobChangeSheet', { body: {}, ...as('jc') })).status).toBe(400);
  });
});

describe('POST /api/Report/jobChangeSheetPdf', () => {
  const pdfAs = async (user: string, filingId: number) => pdfRoute(new Request('http://localhost/api/Report/jobChangeSheetPdf', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[user]}` }, body: JSON.stringify({ filingId }),
  }));

  it('answers the sheet as a PDF and logs the export', async () => {
    const res = await pdfAs('zg', approved.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`岗位聘用变动审核表-${approved.filingNo}.pdf`));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
    const logs = await (await getDb()).select().from(systemLog).where(eq(systemLog.action, 'report.jobChangeSheetPdf'));
    expect(logs.at(-1)).toMatchObject({ type: 'export', account: 'zg' });
    expect(logs.at(-1)?.detail).toContain(approved.filingNo!);
  });

  it('refuses what the sheet refuses', async () => {
    expect((await pdfAs('jc2', approved.id)).status).toBe(404);
  });
});
