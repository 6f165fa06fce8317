import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { POST as summary } from './route';
import { POST as saveCampaign } from '@/app/api/Campaign/save/route';
import { POST as progress } from '@/app/api/Report/progress/route';
import { POST as exportProgress } from '@/app/api/Report/progressExport/route';
import type { CampaignItem } from '@/lib/contracts/campaign';
import type { progressSummary, ProgressRow } from '@/lib/contracts/report';
import type { WorkbenchSummary } from '@/lib/contracts/workbench';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { filings, regions, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type ProgressSummary = z.infer<typeof progressSummary>;

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
let jc3Unit: number;
/** A base unit under 市教育局 but in another city (杭州): outside the bureau's region. */
let elsewhere: number;
const TODAY = today();
const YESTERDAY = addDays(TODAY, -1);

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'jc3', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  jc3Unit = await unitIdOf('湖州市中心医院');
  const db = await getDb();
  const [school] = await db.select().from(units).where(eq(units.id, jcUnit));
  await db.insert(regions).values({ code: '330100', name: '杭州市', level: 'CITY', parentCode: '330000' }).onConflictDoNothing();
  const body = '12330100MC0000001';
  const { id: _id, uscc: _uscc, unitName: _name, regionCode: _region, createdAt: _c, updatedAt: _u, ...rest } = school;
  [{ id: elsewhere }] = await db.insert(units).values({ ...rest, unitName: '杭州市某实验学校', uscc: body + usccCheckChar(body), regionCode: '330100' })
    .returning({ id: units.id });
});

const workbenchOf = async (user: string) => {
  const res = await call<WorkbenchSummary>(summary, '/Workbench/summary', { body: {}, token: tokens[user] });
  expect(res.status).toBe(200);
  return res.json.data;
};
const campaignsOf = async (user: string) => (await workbenchOf(user)).unit!.campaigns;
const roundsOf = async (user: string) => (await workbenchOf(user)).review!.campaigns;

async function campaign(user: string, filingType: string, year: number, deadline: string): Promise<CampaignItem> {
  const res = await call<CampaignItem>(saveCampaign, '/Campaign/save', { body: { filingType, year, deadline }, token: tokens[user] });
  expect(res.status).toBe(200);
  return res.json.data;
}

async function file(unitId: number, filingType: string, year: number, status: string) {
  const db = await getDb();
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  const [row] = await db.insert(filings).values({
    filingType, year, unitId, competentDeptId: unit.competentDeptId, regionCode: unit.regionCode, title: `上报任务测试 ${status}`,
    route: 'ZG_ONLY', status, currentNode: status.startsWith('PENDING_') ? status.slice(8) : 'JC', contactName: '李明华', contactPhone: '0572-2222222',
    submitCount: status === 'DRAFT' ? 0 : 1, filingNo: status === 'DRAFT' ? null : `KH-${year}-C${Math.floor(Math.random() * 1e6)}`, lastSubmittedAt: new Date(),
  }).returning();
  return row;
}

async function progressOf(user: string, filingType: string, year: number) {
  const res = await call<{ rows: ProgressRow[]; summary: ProgressSummary }>(progress, '/Report/progress', { body: { filingType, year }, token: tokens[user] });
  expect(res.status).toBe(200);
  return res.json.data;
}
const progressRows = async (user: string, filingType: string, year: number): Promise<ProgressRow[]> => (await progressOf(user, filingType, year)).rows;

describe('the campaigns on the workbench', () => {
  it('gives a unit a campaign due today with no day left and not overdue, linking to the page that starts the filing', async () => {
    const c = await campaign('rsj', 'ASSESSMENT_REPORT', 2001, TODAY);
    const mine = (await campaignsOf('jc')).find((x) => x.id === c.id);
    expect(mine).toEqual({
      id: c.id, filingType: 'ASSESSMENT_REPORT', year: 2001, deadline: TODAY, note: null, daysLeft: 0,
      filed: false, overdue: false, status: 'NOT_REPORTED', to: '/yearcheckManage/yearcheckreport',
    });
  });

  it('marks a campaign overdue the day after its deadline until the unit files, then drops it', async () => {
    const c = await campaign('rsj', 'POST_SETTING', 2001, YESTERDAY);
    expect((await campaignsOf('jc')).find((x) => x.id === c.id)).toMatchObject({ daysLeft: -1, overdue: true, filed: false, to: '/jobplanrecord/jobplanrecord1' });
    const draft = await file(jcUnit, 'POST_SETTING', 2001, 'DRAFT');
    expect((await campaignsOf('jc')).find((x) => x.id === c.id)).toMatchObject({ overdue: true, filed: false, status: 'DRAFT', to: `/view/checkDetail?id=${draft.id}` });
    await file(jcUnit, 'POST_SETTING', 2001, 'PENDING_ZG');
    expect((await campaignsOf('jc')).map((x) => x.id)).not.toContain(c.id);
    // Another unit of the region has not filed: still overdue for it.
    expect((await campaignsOf('jc2')).find((x) => x.id === c.id)).toMatchObject({ overdue: true, filed: false });
  });

  it("keeps a filed campaign whose deadline is ahead, as filed, and counts a returned filing as not filed", async () => {
    const c = await campaign('rsj', 'ASSESSMENT_REPORT', 2002, addDays(TODAY, 10));
    await file(jc2Unit, 'ASSESSMENT_REPORT', 2002, 'APPROVED');
    await file(jcUnit, 'ASSESSMENT_REPORT', 2002, 'RETURNED_ZG');
    expect((await campaignsOf('jc2')).find((x) => x.id === c.id)).toMatchObject({ daysLeft: 10, filed: true, overdue: false, status: 'APPROVED' });
    expect((await campaignsOf('jc')).find((x) => x.id === c.id)).toMatchObject({ filed: false, overdue: false, status: 'RETURNED_ZG' });
  });

  it('gives an authority per campaign its units filed of those covered, none overdue on the deadline, linking to the progress view', async () => {
    const c = await campaign('rsj', 'ASSESSMENT_REPORT', 2003, TODAY);
    await file(jcUnit, 'ASSESSMENT_REPORT', 2003, 'PENDING_ZG');
    const round = (await roundsOf('zg')).find((x) => x.id === c.id)!;
    const rows = await progressRows('zg', 'ASSESSMENT_REPORT', 2003);
    // The bureau's campaign covers its region: not the school of 市教育局 in another city, in the progress view either.
    expect(rows.map((r) => r.unitId)).not.toContain(elsewhere);
    expect(rows.map((r) => r.unitId)).toContain(jcUnit);
    expect(round).toMatchObject({ daysLeft: 0, filed: 1, expected: rows.length, overdue: 0, to: '/report/reportScheduleSearch?type=ASSESSMENT_REPORT&year=2003' });
  });

  it('counts the units not filed as overdue the day after the deadline, for the authority and the bureau', async () => {
    const c = await campaign('rsj', 'POST_SETTING', 2004, YESTERDAY);
    await file(jcUnit, 'POST_SETTING', 2004, 'PENDING_RSJ');
    await file(jc3Unit, 'POST_SETTING', 2004, 'APPROVED');
    const zg = (await roundsOf('zg')).find((x) => x.id === c.id)!;
    expect(zg).toMatchObject({ daysLeft: -1, filed: 1, overdue: zg.expected - 1 });
    const rsj = (await roundsOf('rsj')).find((x) => x.id === c.id)!;
    const rows = await progressRows('rsj', 'POST_SETTING', 2004);
    expect(rsj).toMatchObject({ filed: 2, expected: rows.length, overdue: rows.length - 2 });
    // 市卫健委's units (the hospital) have all filed: the round is over for it, whatever the school of 市教育局 did.
    expect((await roundsOf('zg2')).map((x) => x.id)).not.toContain(c.id);
  });

  it("never counts for the bureau a unit outside its region, even in a campaign set for every region", async () => {
    const c = await campaign('admin', 'ASSESSMENT_REPORT', 2005, TODAY);
    await file(elsewhere, 'ASSESSMENT_REPORT', 2005, 'APPROVED');
    const rsjRows = await progressRows('rsj', 'ASSESSMENT_REPORT', 2005);
    expect(rsjRows.map((r) => r.unitId)).not.toContain(elsewhere);
    expect((await roundsOf('rsj')).find((x) => x.id === c.id)).toMatchObject({ filed: 0, expected: rsjRows.length });
    const zgRows = await progressRows('zg', 'ASSESSMENT_REPORT', 2005);
    expect((await roundsOf('zg')).find((x) => x.id === c.id)).toMatchObject({ filed: 1, expected: zgRows.length });
    expect((await workbenchOf('admin')).review).toBeNull();
  });

  it('drops a round from the reviewers once every unit has filed and the deadline has passed', async () => {
    const c = await campaign('admin', 'POST_SETTING', 2006, YESTERDAY);
    for (const r of await progressRows('zg2', 'POST_SETTING', 2006)) await file(r.unitId, 'POST_SETTING', 2006, 'APPROVED');
    expect((await roundsOf('zg2')).map((x) => x.id)).not.toContain(c.id);
    expect((await roundsOf('zg')).map((x) => x.id)).toContain(c.id);
  });

  it('counts a round as the progress view does, for the unit, the authorities and the bureau', async () => {
    const db = await getDb();
    const [school] = await db.select().from(units).where(eq(units.id, jcUnit));
    const body = '12330500MC0000007';
    const { id: _id, uscc: _uscc, unitName: _name, createdAt: _c, updatedAt: _u, ...rest } = school;
    const [{ id: silent }] = await db.insert(units).values({ ...rest, unitName: '湖州市某未上报学校', uscc: body + usccCheckChar(body) })
      .returning({ id: units.id });
    const c = await campaign('rsj', 'ASSESSMENT_REPORT', 2007, YESTERDAY);
    await file(jcUnit, 'ASSESSMENT_REPORT', 2007, 'DRAFT');
    await file(jc2Unit, 'ASSESSMENT_REPORT', 2007, 'RETURNED_ZG');
    await file(jc3Unit, 'ASSESSMENT_REPORT', 2007, 'APPROVED');
    const summaryOf = async (user: string) => (await progressOf(user, 'ASSESSMENT_REPORT', 2007)).summary;
    const figures = (s: ProgressSummary) => ({ filed: s.filed, expected: s.expected, overdue: s.overdue });

    // A draft and a returned filing are not filed: both units are overdue, on the workbench as in the progress view.
    for (const [user, status] of [['jc', 'DRAFT'], ['jc2', 'RETURNED_ZG']] as const) {
      expect((await campaignsOf(user)).find((x) => x.id === c.id)).toMatchObject({ filed: false, overdue: true, status });
      expect(await summaryOf(user)).toMatchObject({ expected: 1, filed: 0, overdue: 1, deadline: YESTERDAY });
    }
    // The approved one is filed: its round is over on the workbench, and the progress view says so.
    expect((await campaignsOf('jc3')).map((x) => x.id)).not.toContain(c.id);
    expect(await summaryOf('jc3')).toMatchObject({ expected: 1, filed: 1, overdue: 0 });

    for (const user of ['zg', 'zg2', 'rsj']) {
      const summary = await summaryOf(user);
      const round = (await roundsOf(user)).find((x) => x.id === c.id);
      if (summary.filed === summary.expected) expect(round).toBeUndefined();
      else expect(round).toMatchObject(figures(summary));
    }
    const rsj = await progressOf('rsj', 'ASSESSMENT_REPORT', 2007);
    expect(rsj.rows.find((r) => r.unitId === silent)).toMatchObject({ status: 'NOT_REPORTED' });
    // Of the draft, the returned, the approved and the unit not reported, only the hospital has filed.
    expect(rsj.summary).toMatchObject({ expected: 4, filed: 1, overdue: 3, deadline: YESTERDAY });
    expect((await roundsOf('rsj')).find((x) => x.id === c.id)).toMatchObject({ expected: 4, filed: 1, overdue: 3 });
    // Submitted (§5.3: ever reached review) still counts the returned filing; filed does not.
    expect(rsj.summary.submitted).toBe(2);
    expect(await summaryOf('zg')).toMatchObject({ expected: 3, filed: 0, overdue: 3 });
    // The export's heading states the same figures.
    const res = await exportProgress(new Request('http://localhost/api/Report/progressExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.rsj}` }, body: JSON.stringify({ filingType: 'ASSESSMENT_REPORT', year: 2007 }),
    }));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(String(book.worksheets[0].getCell('A1').value)).toBe(`2007 年年度考核上报：应报 4，已提交 2，已上报 1，已备案 1；截止 ${YESTERDAY}，逾期未报 3`);
  });

  it('lists the nearest deadline first', async () => {
    const deadlines = (await campaignsOf('jc2')).map((x) => x.deadline);
    expect(deadlines.length).toBeGreaterThan(2);
    expect(deadlines).toEqual([...deadlines].sort());
  });
});
