import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { POST as progress } from './route';
import { POST as exportProgress } from '../progressExport/route';
import { POST as remind } from '../remind/route';
import { POST as notices } from '@/app/api/Notice/getList/route';
import type { NoticeItem } from '@/lib/contracts/notice';
import type { ProgressRow } from '@/lib/contracts/report';
import { getDb } from '@/lib/server/db/client';
import { filings, systemLog } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
let jc3Unit: number;
let zgUnit: number;
const DAY = 86_400_000;

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'jc3', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  jc3Unit = await unitIdOf('湖州市中心医院');
  zgUnit = await unitIdOf('湖州市教育局');
  const base = { filingType: 'ASSESSMENT_REPORT', regionCode: '330500', route: 'ZG_ONLY' as const, contactName: '李明华', contactPhone: '0572-2222222', year: 2026, competentDeptId: zgUnit };
  const db = await getDb();
  await db.insert(filings).values([
    { ...base, unitId: jcUnit, title: '2026 年度考核', status: 'RETURNED_ZG', currentNode: 'JC', filingNo: 'KHSB-2026-T1', submitCount: 2,
      firstSubmittedAt: new Date(Date.now() - 30 * DAY), lastSubmittedAt: new Date(Date.now() - 20 * DAY), zgReviewedAt: new Date(Date.now() - 14 * DAY), zgOpinion: '优秀比例超限，请核实' },
    { ...base, unitId: jc2Unit, title: '2026 年度考核', status: 'DRAFT', currentNode: 'JC' },
  ]);
});

type Progress = { rows: ProgressRow[]; summary: Record<string, number | null> };
const progressAs = (user: string, body: object) => call<Progress>(progress, '/Report/progress', { body, token: tokens[user] });
const Q = { filingType: 'ASSESSMENT_REPORT', year: 2026 };

describe('POST /api/Report/progress', () => {
  it('lists every base unit under the authority with the state of its filing', async () => {
    const res = await progressAs('zg', Q);
    expect(res.status).toBe(200);
    const { rows, summary } = res.json.data;
    expect(rows.every((r) => r.competentDeptId === zgUnit)).toBe(true);
    expect(rows.map((r) => r.unitId)).not.toContain(jc3Unit);
    const jc = rows.find((r) => r.unitId === jcUnit)!;
    expect(jc).toMatchObject({ status: 'RETURNED_ZG', submitCount: 2, waitingDays: 10, waitingLevel: 'warning', lastOpinion: '优秀比例超限，请核实' });
    const draft = rows.find((r) => r.unitId === jc2Unit)!;
    expect(draft).toMatchObject({ status: 'DRAFT', filingId: null, submitCount: 0 });
    expect(summary).toMatchObject({ expected: rows.length, submitted: 1, returned: 1, approved: 0, averageReviewDays: null });
  });

  it("names a filing (to open it) only to whoever may open it: not a unit's draft, nor what has not reached the bureau", async () => {
    const filingOf = async (user: string, unitId: number) => (await progressAs(user, Q)).json.data.rows.find((r) => r.unitId === unitId)!;
    expect((await filingOf('zg', jcUnit)).filingId).toEqual(expect.any(Number));
    expect((await filingOf('admin', jcUnit)).filingId).toEqual(expect.any(Number));
    expect(await filingOf('admin', jc2Unit)).toMatchObject({ status: 'DRAFT', filingId: null });
    // A 年度考核上报 is decided by the authority: the bureau counts it and opens it once approved.
    expect(await filingOf('rsj', jcUnit)).toMatchObject({ status: 'RETURNED_ZG', filingNo: 'KHSB-2026-T1', filingId: null });
  });

  it('gives the bureau every system, and another year nothing reported', async () => {
    const rsj = (await progressAs('rsj', Q)).json.data.rows.map((r) => r.unitId);
    expect(rsj).toEqual(expect.arrayContaining([jcUnit, jc3Unit]));
    const other = (await progressAs('zg', { ...Q, year: 2025 })).json.data;
    expect(other.rows.every((r) => r.status === 'NOT_REPORTED')).toBe(true);
    expect(other.summary.submitRate).toBe(0);
  });

  it("shows a base unit its own unit's progress only, its returned filing with the authority's opinion", async () => {
    const res = await progressAs('jc', Q);
    expect(res.status).toBe(200);
    const { rows, summary } = res.json.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ unitId: jcUnit, competentDeptId: zgUnit, status: 'RETURNED_ZG', filingNo: 'KHSB-2026-T1', lastOpinion: '优秀比例超限，请核实' });
    expect(rows[0].filingId).toEqual(expect.any(Number));
    expect(summary).toMatchObject({ expected: 1, submitted: 1, returned: 1 });
    const ownDraft = (await progressAs('jc2', Q)).json.data.rows;
    expect(ownDraft).toEqual([expect.objectContaining({ unitId: jc2Unit, status: 'DRAFT', filingId: expect.any(Number) })]);
  });

  it("lets a base unit name its own authority and refuses any other, in Chinese and English", async () => {
    const own = await progressAs('jc', { ...Q, competentDeptId: zgUnit });
    expect(own.status).toBe(200);
    expect(own.json.data.rows.map((r) => r.unitId)).toEqual([jcUnit]);
    const zg2Unit = await unitIdOf('湖州市卫生健康委员会');
    for (const competentDeptId of [zg2Unit, jcUnit, 99999]) {
      const other = await progressAs('jc', { ...Q, competentDeptId });
      expect([other.status, other.json.msg, other.json.data]).toEqual([403, 'competentDeptId: 所选主管部门不在您的管理范围内', null]);
    }
    const en = await call(progress, '/Report/progress', { body: { ...Q, competentDeptId: zg2Unit }, token: tokens.jc, headers: { 'accept-language': 'en' } });
    expect([en.status, en.json.msg]).toEqual([403, 'competentDeptId: the chosen competent authority is outside your scope']);
    const zgCross = await progressAs('zg', { ...Q, competentDeptId: zg2Unit });
    expect([zgCross.status, zgCross.json.msg]).toEqual([403, 'competentDeptId: 所选主管部门不在您的管理范围内']);
    expect((await progressAs('zg', { ...Q, competentDeptId: zgUnit })).status).toBe(200);
    expect((await progressAs('rsj', { ...Q, competentDeptId: zg2Unit })).json.data.rows.map((r) => r.unitId)).toEqual([jc3Unit]);
  });

  it('exports a base unit its own row only, and does not let it remind', async () => {
    const res = await exportProgress(new Request('http://localhost/api/Report/progressExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.jc}` }, body: JSON.stringify(Q),
    }));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const values = book.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toContain('湖州市第一中学');
    expect(values).not.toContain('湖州市吴兴区织里实验小学');
    expect((await call(remind, '/Report/remind', { body: { ...Q, unitIds: [jcUnit] }, token: tokens.jc })).status).toBe(403);
  });

  it('asks for the year', async () => {
    const res = await progressAs('zg', { filingType: 'ASSESSMENT_REPORT' });
    expect(res.status).toBe(400);
    expect(res.json.data).toMatchObject({ field: 'year' });
  });

  it('exports the table', async () => {
    const res = await exportProgress(new Request('http://localhost/api/Report/progressExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.zg}` }, body: JSON.stringify(Q),
    }));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const values = book.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toEqual(expect.arrayContaining(['湖州市第一中学', '主管部门退回', '草稿（未提交）']));
    expect(String(book.worksheets[0].getCell('A1').value)).toMatch(/^2026 年年度考核上报：应报 \d+，已提交 1，已上报 \d+，已备案 0$/);
  });

  describe('of an approval type', () => {
    beforeAll(async () => {
      const db = await getDb();
      const base = { filingType: 'POST_SETTING', regionCode: '330500', route: 'ZG_RSJ' as const, contactName: '李明华', contactPhone: '0572-2222222', year: 2026, competentDeptId: zgUnit };
      await db.insert(filings).values([
        { ...base, unitId: jcUnit, title: '2026 岗位设置', status: 'APPROVED', currentNode: 'NONE', filingNo: 'GWSZ-2026-T1', submitCount: 1,
          firstSubmittedAt: new Date(Date.now() - 20 * DAY), lastSubmittedAt: new Date(Date.now() - 20 * DAY), closedAt: new Date(Date.now() - 6 * DAY) },
        { ...base, unitId: jc2Unit, title: '2026 岗位设置', status: 'PENDING_RSJ', currentNode: 'RSJ', filingNo: 'GWSZ-2026-T2', submitCount: 1,
          firstSubmittedAt: new Date(Date.now() - 3 * DAY), lastSubmittedAt: new Date(Date.now() - 3 * DAY) },
      ]);
    });

    const exported = async (lang: 'zh' | 'en') => {
      const res = await exportProgress(new Request('http://localhost/api/Report/progressExport', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.zg}`, 'accept-language': lang },
        body: JSON.stringify({ filingType: 'POST_SETTING', year: 2026 }),
      }));
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0];
      const row = (unit: string) => (sheet.getSheetValues() as unknown[][]).find((r) => r?.[1] === unit)!;
      return { title: String(sheet.getCell('A1').value), row };
    };

    it('says 已核准 of an approved filing, in its row and in the summary', async () => {
      const { title, row } = await exported('zh');
      expect(row('湖州市第一中学')[4]).toBe('已核准');
      expect(row('湖州市吴兴区织里实验小学')[4]).toBe('待人社局审核');
      expect(title).toMatch(/^2026 年岗位设置审批备案：应报 \d+，已提交 2，已上报 2，已核准 1$/);
    });

    it('says Approved in English', async () => {
      const { title, row } = await exported('en');
      expect(row('湖州市第一中学')[4]).toBe('Approved');
      expect(row('湖州市吴兴区织里实验小学')[4]).toBe('Awaiting personnel bureau');
      expect(title).toMatch(/^2026 Post setting: 2\/\d+ submitted, 2 reported, 1 approved$/);
    });
  });
});

describe('POST /api/Report/remind', () => {
  it('sends the chosen units a notice they see, and logs it', async () => {
    const res = await call<{ reminded: number }>(remind, '/Report/remind', { body: { ...Q, unitIds: [jcUnit, jcUnit] }, token: tokens.zg });
    expect(res.json.data).toEqual({ reminded: 1 });
    const seen = await call<{ list: NoticeItem[] }>(notices, '/Notice/getList', { body: {}, token: tokens.jc });
    expect(seen.json.data.list[0].title).toBe('催办：请及时办理 2026 年年度考核上报');
    const other = await call<{ list: NoticeItem[] }>(notices, '/Notice/getList', { body: {}, token: tokens.jc3 });
    expect(other.json.data.list.map((n) => n.title)).not.toContain('催办：请及时办理 2026 年年度考核上报');
    const db = await getDb();
    const [log] = await db.select().from(systemLog).where(eq(systemLog.action, 'report.remind')).orderBy(desc(systemLog.id)).limit(1);
    expect(log.detail).toBe('催办 2026 年年度考核上报：1 个单位');
  });

  it('writes the notice in both languages: each reader gets theirs', async () => {
    await call(remind, '/Report/remind', { body: { ...Q, unitIds: [jcUnit] }, token: tokens.zg });
    const read = async (lang: string) => (await call<{ list: NoticeItem[] }>(notices, '/Notice/getList', {
      body: {}, token: tokens.jc, headers: { 'accept-language': lang },
    })).json.data.list[0];
    expect(await read('en')).toMatchObject({
      title: 'Reminder: please complete Annual assessment report 2026',
      content: expect.stringMatching(/^<p>Please complete your unit's Annual assessment report 2026, or revise it/),
    });
    expect(await read('zh-CN,zh;q=0.9')).toMatchObject({
      title: '催办：请及时办理 2026 年年度考核上报',
      content: expect.stringMatching(/^<p>请贵单位及时完成 2026 年「年度考核上报」的填报/),
    });
  });

  it('refuses units outside the caller’s scope', async () => {
    const res = await call(remind, '/Report/remind', { body: { ...Q, unitIds: [jcUnit, jc3Unit] }, token: tokens.zg });
    expect(res.status).toBe(403);
    expect((await call(remind, '/Report/remind', { body: { ...Q, unitIds: [] }, token: tokens.zg })).status).toBe(400);
  });
});
