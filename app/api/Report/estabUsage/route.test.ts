import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { POST as usage } from './route';
import { POST as exportUsage } from '../estabUsageExport/route';
import { POST as filingSearch } from '../filingSearch/route';
import type { EstabUsageRow, FilingSearchRow } from '@/lib/contracts/report';
import { getDb } from '@/lib/server/db/client';
import { filings, persons, systemLog, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc3Unit: number;
let zgUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc3Unit = await unitIdOf('湖州市中心医院');
  zgUnit = await unitIdOf('湖州市教育局');
});

type Report = { statDate: string; rows: EstabUsageRow[]; total: EstabUsageRow };
const usageAs = (user: string, body: object = {}) => call<Report>(usage, '/Report/estabUsage', { body, token: tokens[user] });

describe('POST /api/Report/estabUsage', () => {
  it('counts in establishment, awaiting arrival, in transit and outside the quota by §5.1', async () => {
    const unit = await unitIdOf('湖州市吴兴区织里实验小学');
    const db = await getDb();
    await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, unit));
    await setEstablishment(unit, 5);
    await insertPerson(unit, { recordStatus: 'FILED' });
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'LONG_SICK' });
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL' });
    await insertPerson(unit, { recordStatus: 'PENDING' });
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'REDUCED' });
    await insertPerson(unit, { recordStatus: 'DRAFT' });
    await insertPerson(unit, { recordStatus: 'FILED', estabStatus: 'OUT', estabType: null, outEmployForm: '01' });
    const row = (await usageAs('rsj')).json.data.rows.find((r) => r.unitId === unit)!;
    expect(row).toMatchObject({ quota: 5, quotaInst: 5, inEstab: 2, inInst: 2, notArrived: 1, inTransit: 1, vacancy: 1, overQuota: 0, usageRate: 40, outOfEstab: 1 });
  });

  it('has no usage rate and counts over quota for a unit without quota', async () => {
    const unit = await unitIdOf('湖州市吴兴区织里实验小学');
    await setEstablishment(unit, 0);
    const row = (await usageAs('rsj')).json.data.rows.find((r) => r.unitId === unit)!;
    expect(row).toMatchObject({ quota: 0, usageRate: null, vacancy: 0, overQuota: 2 });
  });

  it('keeps jc to its unit and zg to its system', async () => {
    expect((await usageAs('jc')).json.data.rows.map((r) => r.unitId)).toEqual([jcUnit]);
    const zg = (await usageAs('zg')).json.data.rows;
    expect(zg.length).toBeGreaterThan(0);
    expect(zg.every((r) => r.competentDeptId === zgUnit)).toBe(true);
    expect(zg.map((r) => r.unitId)).not.toContain(jc3Unit);
    const rsj = (await usageAs('rsj')).json.data;
    expect(rsj.rows.map((r) => r.unitId)).toEqual(expect.arrayContaining([jcUnit, jc3Unit]));
    expect(rsj.total.inEstab).toBe(rsj.rows.reduce((n, r) => n + r.inEstab, 0));
  });

  it('exports the grouped table with subtotals and a total, and logs it', async () => {
    const res = await exportUsage(new Request('http://localhost/api/Report/estabUsageExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.zg}` }, body: '{}',
    }));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(2).getCell(1).value).toBe('区划 / 主管部门 / 单位');
    const labels = sheet.getColumn(1).values.map(String);
    expect(labels).toEqual(expect.arrayContaining(['  湖州市教育局', '    湖州市第一中学', '合计']));
    const db = await getDb();
    const [{ name }] = await db.select({ name: units.unitName }).from(units).where(eq(units.id, jc3Unit));
    expect(labels.some((l) => l.includes(name))).toBe(false);
    const [log] = await db.select().from(systemLog).where(eq(systemLog.action, 'report.estabUsageExport')).orderBy(desc(systemLog.id)).limit(1);
    expect(log.detail).toMatch(/^导出编制使用情况表（\d+ 个单位）$/);
  });
});

describe('POST /api/Report/filingSearch', () => {
  type Page = { list: FilingSearchRow[]; total: number };
  const searchAs = (user: string, body: object = {}) => call<Page>(filingSearch, '/Report/filingSearch', { body, token: tokens[user] });
  let draftOfJc: number;
  let submitted: number;

  beforeAll(async () => {
    const db = await getDb();
    const zg2Unit = await unitIdOf('湖州市卫生健康委员会');
    const base = { filingType: 'PERSON_INFO', regionCode: '330500', route: 'ZG_RSJ' as const, contactName: '李明华', contactPhone: '0572-2222222' };
    const rows = await db.insert(filings).values([
      { ...base, unitId: jcUnit, competentDeptId: zgUnit, title: '草稿件', status: 'DRAFT', currentNode: 'JC' },
      { ...base, unitId: jcUnit, competentDeptId: zgUnit, title: '已提交件', status: 'PENDING_ZG', currentNode: 'ZG', filingNo: 'RYXZ-2026-TEST01',
        year: 2026, submitCount: 1, firstSubmittedAt: new Date('2026-03-10T02:00:00Z'), lastSubmittedAt: new Date('2026-03-10T02:00:00Z') },
      { ...base, unitId: jc3Unit, competentDeptId: zg2Unit, title: '他系统件', status: 'PENDING_ZG', currentNode: 'ZG', filingNo: 'RYXZ-2026-TEST02',
        submitCount: 1, lastSubmittedAt: new Date('2026-03-10T02:00:00Z') },
    ]).returning({ id: filings.id });
    [draftOfJc, submitted] = [rows[0].id, rows[1].id];
  });

  it('shows jc its own filings, drafts included, and reviewers never the drafts of other units', async () => {
    const jc = (await searchAs('jc', { pageSize: 200 })).json.data.list;
    expect(jc.map((f) => f.id)).toEqual(expect.arrayContaining([draftOfJc, submitted]));
    expect(jc.map((f) => f.unitName)).not.toContain('湖州市中心医院');
    for (const user of ['zg', 'rsj', 'admin']) {
      const page = (await searchAs(user, { status: ['DRAFT'], pageSize: 200 })).json.data.list;
      expect(page.map((f) => f.id)).not.toContain(draftOfJc);
    }
    expect((await searchAs('zg', { pageSize: 200 })).json.data.list.map((f) => f.id)).toContain(submitted);
    expect((await searchAs('zg', { filingNo: 'RYXZ-2026-TEST02' })).json.data.total).toBe(0);
    expect((await searchAs('zg2', { unitId: jcUnit })).json.data.total).toBe(0);
  });

  it('filters by type, status, year, number and submitted range', async () => {
    const hit = await searchAs('zg', { filingType: ['PERSON_INFO'], status: ['PENDING_ZG'], year: 2026, filingNo: 'TEST01', submittedFrom: '2026-03-10', submittedTo: '2026-03-10' });
    expect(hit.json.data.list.map((f) => f.id)).toEqual([submitted]);
    expect((await searchAs('zg', { filingNo: 'TEST01', submittedFrom: '2026-03-11' })).json.data.total).toBe(0);
    expect((await searchAs('zg', { filingNo: 'TEST01', year: 2025 })).json.data.total).toBe(0);
    const bad = await searchAs('zg', { submittedFrom: '2026-02-01', submittedTo: '2026-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toMatchObject({ field: 'submittedTo' });
  });
});
