import ExcelJS from 'exceljs';
import { desc, eq, inArray } from 'drizzle-orm';
import { POST as usage } from './route';
import { POST as exportUsage } from '../estabUsageExport/route';
import { POST as filingSearch } from '../filingSearch/route';
import type { EstabUsageRow, FilingSearchRow } from '@/lib/contracts/report';
import { getDb } from '@/lib/server/db/client';
import { filingLines, filings, personEstabHistory, personExchanges, persons, regions, systemLog, unitEstablishments, units } from '@/lib/server/db/tables';
import { today } from '@/lib/domain/datetime';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
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
    // In transit: a new person in a PERSON_INFO filing under review (counted as the quota rules count it).
    const arriving = await insertPerson(unit, { recordStatus: 'PENDING' });
    await insertFilingRow(unit, 'PERSON_INFO', { status: 'PENDING_ZG', lines: [{ personId: arriving, payload: { op: 'NEW' } }] });
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

describe('POST /api/Report/estabUsage on a statistics date', () => {
  let unit: number;
  let moved: number;
  const on = (user: string, statDate: string) => usageAs(user, { statDate });
  const rowOf = (r: Report, id: number) => r.rows.find((x) => x.unitId === id)!;

  beforeAll(async () => {
    unit = await unitIdOf('湖州市吴兴区织里实验小学');
    const db = await getDb();
    await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, unit));
    await db.update(unitEstablishments).set({ deleted: true }).where(eq(unitEstablishments.unitId, unit));
    await db.update(filings).set({ deleted: true }).where(eq(filings.unitId, unit));
    const version = { unitId: unit, docNo: '测试〔2020〕1号', docDate: '2020-01-01', source: 'INIT' as const };
    await db.insert(unitEstablishments).values([
      { ...version, approvedTotal: 3, quotaInst: 3, effectiveFrom: '2020-01-01', isCurrent: false },
      { ...version, approvedTotal: 6, quotaInst: 6, effectiveFrom: '2024-07-01', docNo: '测试〔2024〕7号' },
    ]);
    await insertPerson(unit, { recordStatus: 'FILED', unitEntryDate: '2015-08-01' });
    await insertPerson(unit, { recordStatus: 'FILED', unitEntryDate: '2024-07-01', appointDate: '2024-07-01' });
    // Outside the quota until converted on 2024-01-01.
    const converted = await insertPerson(unit, { recordStatus: 'FILED', unitEntryDate: '2015-08-01' });
    await db.insert(personEstabHistory).values({
      personId: converted, unitId: unit, fromEstabStatus: 'OUT', toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2024-01-01',
    });
    // Moved in from the hospital on 2025-03-17.
    moved = await insertPerson(unit, { recordStatus: 'FILED', unitEntryDate: '2025-03-17', appointDate: '2025-03-17' });
    const move = { personId: moved, exchangeMode: 'TRANSFER', effectiveDate: '2025-03-17' };
    await db.insert(personExchanges).values([
      { ...move, unitId: unit, direction: 'IN', counterpartUnitId: jc3Unit },
      { ...move, unitId: jc3Unit, direction: 'OUT', counterpartUnitId: unit },
    ]);
    // Recruited: approved 2025-05-01, not arrived yet (the entry date of a pending person is the approval day).
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', unitEntryDate: '2025-05-01' });
    const pending = await insertPerson(unit, { recordStatus: 'PENDING', unitEntryDate: '2015-08-01' });
    await insertFilingRow(unit, 'PERSON_INFO', { status: 'PENDING_RSJ', lines: [{ personId: pending, payload: { op: 'NEW' } }] });
    // Recruited by a result filing approved 2025-08-20 (10:00 China time) and arrived 2025-09-01.
    const recruit = await insertPerson(unit, { recordStatus: 'FILED', unitEntryDate: '2025-09-01', appointDate: '2025-09-01' });
    const [result] = await db.insert(filings).values({
      filingType: 'RECRUIT_RESULT', regionCode: '330500', route: 'ZG_RSJ', contactName: '周燕', contactPhone: '0572-3333333', unitId: unit,
      competentDeptId: zgUnit, title: '招聘结果', status: 'APPROVED', currentNode: 'NONE', closedAt: new Date('2025-08-20T02:00:00Z'),
    }).returning({ id: filings.id });
    await db.insert(filingLines).values({ filingId: result.id, lineNo: 1, payload: {}, personId: recruit });
    await db.insert(personEstabHistory).values({
      personId: recruit, unitId: unit, sourceFilingId: result.id, toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2025-09-01',
    });
  });

  it('answers today the same with and without the date', async () => {
    const plain = await usageAs('rsj');
    const dated = await on('rsj', today());
    expect(dated.status).toBe(200);
    expect(dated.json.data).toEqual(plain.json.data);
    expect(rowOf(plain.json.data, unit)).toMatchObject({ quota: 6, inEstab: 5, notArrived: 1, inTransit: 1, vacancy: 0 });
  });

  it('uses the quota version in force and the persons on the books that day; a change on the day counts, the day before not', async () => {
    expect(rowOf((await on('rsj', '2023-12-31')).json.data, unit)).toMatchObject({ quota: 3, inEstab: 1, outOfEstab: 1, inTransit: null });
    expect(rowOf((await on('rsj', '2024-01-01')).json.data, unit)).toMatchObject({ quota: 3, inEstab: 2, outOfEstab: 0 });
    const before = (await on('rsj', '2024-06-30')).json.data;
    expect(before.statDate).toBe('2024-06-30');
    expect(rowOf(before, unit)).toMatchObject({ quota: 3, quotaInst: 3, inEstab: 2, inInst: 2, notArrived: 0, vacancy: 1, usageRate: 66.7 });
    expect(rowOf((await on('rsj', '2024-07-01')).json.data, unit)).toMatchObject({ quota: 6, inEstab: 3, vacancy: 3, inTransit: null });
    expect(rowOf((await on('rsj', '2019-12-31')).json.data, unit)).toMatchObject({ quota: 0, inEstab: 1, outOfEstab: 1, overQuota: 1 });
    expect(before.total.inTransit).toBeNull();
  });

  it('counts a moved person at the sending unit before the move day, and an approved recruit as not arrived from approval', async () => {
    const eve = (await on('rsj', '2025-03-16')).json.data;
    const day = (await on('rsj', '2025-03-17')).json.data;
    expect(rowOf(eve, unit).inEstab).toBe(3);
    expect(rowOf(day, unit).inEstab).toBe(4);
    expect(rowOf(eve, jc3Unit).inEstab - rowOf(day, jc3Unit).inEstab).toBe(1);
    expect(rowOf((await on('rsj', '2025-04-30')).json.data, unit)).toMatchObject({ notArrived: 0 });
    expect(rowOf((await on('rsj', '2025-05-01')).json.data, unit)).toMatchObject({ inEstab: 4, notArrived: 1, vacancy: 1, inTransit: null });
  });

  it('counts an arrived recruit as not arrived from the approval day to the day before arrival, then in establishment', async () => {
    expect(rowOf((await on('rsj', '2025-08-19')).json.data, unit)).toMatchObject({ inEstab: 4, notArrived: 1 });
    expect(rowOf((await on('rsj', '2025-08-20')).json.data, unit)).toMatchObject({ inEstab: 4, notArrived: 2 });
    expect(rowOf((await on('rsj', '2025-08-31')).json.data, unit)).toMatchObject({ inEstab: 4, notArrived: 2, vacancy: 0 });
    expect(rowOf((await on('rsj', '2025-09-01')).json.data, unit)).toMatchObject({ inEstab: 5, notArrived: 1 });
  });

  it('takes of two quota versions effective the same day the one written last, and none written after the date', async () => {
    const db = await getDb();
    const version = { unitId: unit, docNo: '测试〔2010〕1号', docDate: '2010-01-01', source: 'INIT' as const, isCurrent: false };
    const added = await db.insert(unitEstablishments).values([
      { ...version, approvedTotal: 8, quotaInst: 8, effectiveFrom: '2010-03-01' },
      { ...version, approvedTotal: 7, quotaInst: 7, effectiveFrom: '2010-03-01', docNo: '测试〔2010〕2号' },
    ]).returning({ id: unitEstablishments.id });
    expect(rowOf((await on('rsj', '2010-02-28')).json.data, unit)).toMatchObject({ quota: 0 });
    expect(rowOf((await on('rsj', '2010-03-01')).json.data, unit)).toMatchObject({ quota: 7, quotaInst: 7 });
    await db.update(unitEstablishments).set({ deleted: true }).where(inArray(unitEstablishments.id, added.map((a) => a.id)));
    expect(rowOf((await on('rsj', '2010-03-01')).json.data, unit)).toMatchObject({ quota: 0 });
  });

  it('keeps jc to its own unit at any date', async () => {
    for (const d of ['2015-01-01', '2024-06-30', '2025-03-16']) {
      expect((await on('jc', d)).json.data.rows.map((r) => r.unitId)).toEqual([jcUnit]);
    }
    expect((await on('zg', '2024-06-30')).json.data.rows.map((r) => r.unitId)).not.toContain(jc3Unit);
  });

  it('refuses a future, a pre-2000 and a malformed date with 400, in the caller\'s language', async () => {
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await on('rsj', tomorrow);
    expect(future.status).toBe(400);
    expect(future.json.msg).toBe(`统计日期不能晚于今天（${today()}）`);
    const en = await call(usage, '/Report/estabUsage', { body: { statDate: tomorrow }, token: tokens.rsj, headers: { 'accept-language': 'en' } });
    expect(en.json.msg).toBe(`The statistics date cannot be after today (${today()})`);
    expect((await on('rsj', '1999-12-31')).json.msg).toBe('统计日期不能早于 2000-01-01');
    const impossible = await on('rsj', '2024-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.json.msg).toMatch(/不是有效日期/);
    const malformed = await on('rsj', '2024/06/30');
    expect(malformed.status).toBe(400);
    expect(malformed.json.data).toMatchObject({ field: 'statDate' });
  });

  it('exports the table of a past date, naming the date and showing in transit as —', async () => {
    const res = await exportUsage(new Request('http://localhost/api/Report/estabUsageExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.rsj}` }, body: JSON.stringify({ statDate: '2024-06-30' }),
    }));
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('2024-06-30');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^统计日期：2024-06-30（历史日期/);
    const transit = (sheet.getRow(2).values as unknown[]).indexOf('在途');
    const total = sheet.getColumn(1).values.map(String).indexOf('合计');
    expect(sheet.getRow(total).getCell(transit).value).toBe('—');
  });
});

describe('POST /api/Report/estabUsage: 超编 and 空编 per 编制 type and per unit, never netted (§5.1)', () => {
  let school: number;
  let middle: number;
  const quotas = async (unitId: number, q: { quotaInst?: number; quotaOrganWorker?: number }) => {
    const db = await getDb();
    await db.update(unitEstablishments).set({ isCurrent: false }).where(eq(unitEstablishments.unitId, unitId));
    const quotaInst = q.quotaInst ?? 0;
    const quotaOrganWorker = q.quotaOrganWorker ?? 0;
    await db.insert(unitEstablishments).values({
      unitId, approvedTotal: quotaInst + quotaOrganWorker, quotaInst, quotaOrganWorker, docNo: '测试〔2026〕9号', docDate: '2026-01-01', effectiveFrom: '2026-01-01', source: 'INIT',
    });
  };
  const staff = async (unitId: number, estabType: string, n: number) => {
    for (let i = 0; i < n; i += 1) await insertPerson(unitId, { recordStatus: 'FILED', estabType });
  };
  const reset = async () => {
    const db = await getDb();
    // Every unit of the education bureau's system, the bureau included, starts empty with no quota.
    const system = await db.select({ id: units.id }).from(units).where(eq(units.competentDeptId, zgUnit));
    for (const id of [zgUnit, ...system.map((u) => u.id)]) {
      await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, id));
      await db.update(filings).set({ deleted: true }).where(eq(filings.unitId, id));
      await quotas(id, {});
    }
  };
  const rowOf = async (user: string, id: number) => (await usageAs(user)).json.data.rows.find((r) => r.unitId === id)!;

  beforeAll(async () => {
    school = await unitIdOf('湖州市吴兴区织里实验小学');
    middle = jcUnit;
  });
  beforeEach(reset);

  it('gives exactly full neither 空编 nor 超编, and one over 超编 1', async () => {
    await quotas(school, { quotaInst: 3 });
    await staff(school, 'INST', 3);
    expect(await rowOf('zg', school)).toMatchObject({ quotaInst: 3, inInst: 3, vacancy: 0, overQuota: 0, vacancyInst: 0, overInst: 0, usageRate: 100 });
    await staff(school, 'INST', 1);
    expect(await rowOf('zg', school)).toMatchObject({ inInst: 4, vacancy: 0, overQuota: 1, vacancyInst: 0, overInst: 1 });
  });

  it('shows a type over its quota as 超编 even when another type of the unit has room', async () => {
    await quotas(school, { quotaInst: 5, quotaOrganWorker: 0 });
    await staff(school, 'INST', 3);
    await staff(school, 'ORGAN_WORKER', 3);
    // Netted over the unit it would read 空编 −1 (quota 5, in 6): per type it is 空编 2 in 事业 and 超编 3 in 工勤.
    expect(await rowOf('zg', school)).toMatchObject({
      quota: 5, inEstab: 6, vacancyInst: 2, overInst: 0, vacancyOrganWorker: 0, overOrganWorker: 3, vacancy: 2, overQuota: 3,
    });
  });

  it("sums the units' own figures in the total: one unit over, one under gives 超编 1 and 空编 1, not 0", async () => {
    await quotas(school, { quotaInst: 1 });
    await staff(school, 'INST', 2);
    await quotas(middle, { quotaInst: 2 });
    await staff(middle, 'INST', 1);
    const { rows, total } = (await usageAs('zg')).json.data;
    expect(rows.find((r) => r.unitId === school)).toMatchObject({ overQuota: 1, vacancy: 0 });
    expect(rows.find((r) => r.unitId === middle)).toMatchObject({ overQuota: 0, vacancy: 1 });
    expect(total).toMatchObject({ quota: 3, inEstab: 3, overQuota: 1, vacancy: 1, overInst: 1, vacancyInst: 1, usageRate: 100 });
    expect((await usageAs('rsj')).json.data.total.overQuota).toBeGreaterThanOrEqual(1);
  });

  it("counts the competent authority's own staff under itself, for zg and rsj, not for another authority", async () => {
    await quotas(zgUnit, { quotaInst: 0 });
    await staff(zgUnit, 'ADMIN', 2);
    const own = await rowOf('zg', zgUnit);
    expect(own).toMatchObject({ competentDeptId: zgUnit, inAdmin: 2, overAdmin: 2, overQuota: 2 });
    expect((await rowOf('rsj', zgUnit)).inAdmin).toBe(2);
    expect((await usageAs('zg2')).json.data.rows.map((r) => r.unitId)).not.toContain(zgUnit);
    expect((await usageAs('jc')).json.data.rows.map((r) => r.unitId)).toEqual([jcUnit]);
    expect((await usageAs('rsj', { competentDeptId: zgUnit })).json.data.rows.map((r) => r.unitId)).toContain(zgUnit);
  });

  it('exports the same figures: the per-type columns, the subtotals as sums, and the counting rule', async () => {
    await quotas(school, { quotaInst: 1 });
    await staff(school, 'INST', 2);
    await quotas(middle, { quotaInst: 2 });
    await staff(middle, 'INST', 1);
    const res = await exportUsage(new Request('http://localhost/api/Report/estabUsageExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.zg}` }, body: '{}',
    }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    const at = (label: string) => (sheet.getColumn(1).values as unknown[]).findIndex((v) => v === label);
    const cell = (row: number, title: string) => sheet.getRow(row).getCell(header.indexOf(title) + 1).value;
    // The two schools lie in two regions: each region's subtotal is its unit's, the total their sum.
    const total = at('合计');
    expect([cell(total, '超编'), cell(total, '空编'), cell(total, '超编-事业'), cell(total, '空编-事业')]).toEqual([1, 1, 1, 1]);
    const regions = (sheet.getColumn(1).values as unknown[]).flatMap((v, row) => (v === '  湖州市教育局' ? [row] : []));
    expect(regions.map((row) => [cell(row, '超编'), cell(row, '空编')]).sort()).toEqual([[0, 1], [1, 0]]);
    expect(String(book.worksheets[1].getCell('A1').value)).toMatch(/^统计口径：按单位、按编制类型分别计算/);
  });
});

describe('POST /api/Report/estabUsage: paged (issue 15)', () => {
  type Paged = Report & { rowCount?: number; regionTotals?: (EstabUsageRow & { units: number })[]; authorityTotals?: (EstabUsageRow & { units: number })[] };
  const pageAs = (body: object) => call<Paged>(usage, '/Report/estabUsage', { body, token: tokens.rsj });

  it('answers the page asked for with the count of all rows, the totals over all of them on every page', async () => {
    const whole = (await pageAs({})).json.data;
    expect(whole.rowCount).toBeUndefined();
    const n = whole.rows.length;
    expect(n).toBeGreaterThan(3);
    // A size that leaves the last page partial.
    const size = [3, 4, 5, 6, 7].find((s) => n % s !== 0)!;
    const pages = Math.ceil(n / size);
    const first = (await pageAs({ pageNo: 1, pageSize: size })).json.data;
    expect(first.rows).toEqual(whole.rows.slice(0, size));
    expect(first.rowCount).toBe(n);
    const last = (await pageAs({ pageNo: pages, pageSize: size })).json.data;
    expect(last.rows).toEqual(whole.rows.slice((pages - 1) * size));
    expect(last.rows.length).toBe(n % size);
    expect((await pageAs({ pageNo: pages + 1, pageSize: size })).json.data.rows).toEqual([]);
    for (let p = 1; p <= pages; p++) {
      const page = (await pageAs({ pageNo: p, pageSize: size })).json.data;
      expect([page.total, page.statDate, page.rowCount]).toEqual([whole.total, whole.statDate, n]);
    }
  });

  it('gives the subtotals of every region and authority over all units, on a page', async () => {
    const whole = (await pageAs({})).json.data;
    expect(whole.regionTotals).toBeUndefined();
    const page = (await pageAs({ pageNo: 1, pageSize: 1 })).json.data;
    expect(page.regionTotals!.reduce((s, r) => s + r.units, 0)).toBe(whole.rows.length);
    expect(page.authorityTotals!.reduce((s, r) => s + r.units, 0)).toBe(whole.rows.length);
    expect(page.regionTotals!.reduce((s, r) => s + r.inEstab, 0)).toBe(whole.total.inEstab);
    const one = page.authorityTotals![0];
    const units = whole.rows.filter((r) => r.regionCode === one.regionCode && r.competentDeptId === one.competentDeptId);
    expect([one.units, one.quota, one.inEstab]).toEqual([units.length, units.reduce((s, r) => s + r.quota, 0), units.reduce((s, r) => s + r.inEstab, 0)]);
  });

  it('takes pageNo alone (50 a page) and pageSize up to 500; refuses 501 and page 0 naming the field', async () => {
    const whole = (await pageAs({})).json.data;
    expect((await pageAs({ pageNo: 1 })).json.data.rows).toEqual(whole.rows.slice(0, 50));
    const most = await pageAs({ pageNo: 1, pageSize: 500 });
    expect([most.json.code, most.json.data.rows, most.json.data.rowCount]).toEqual([200, whole.rows, whole.rows.length]);
    const tooMany = await pageAs({ pageSize: 501 });
    expect([tooMany.status, tooMany.json.code]).toEqual([400, 400]);
    expect(tooMany.json.msg).toMatch(/^pageSize: /);
    const none = await pageAs({ pageSize: 0 });
    expect(none.json.msg).toMatch(/^pageSize: /);
    const zero = await pageAs({ pageNo: 0, pageSize: 10 });
    expect(zero.json.code).toBe(400);
    expect(zero.json.msg).toMatch(/^pageNo: /);
  });
});

describe('POST /api/Report/estabUsage over a scope of more than 200 units (issue 15)', () => {
  // Beyond 200 units in scope the report counts the persons of every unit and keeps the groups of the units in scope, rewinds a past
  // date from today's columns, and asks for in transit only the units some filing in flight brings persons into. Its rows are those
  // of a scope of a few units, in the same order.
  const COUNTY = '330599';
  let added: number[];
  let school: number;
  let arriving: number;
  beforeAll(async () => {
    const db = await getDb();
    school = await unitIdOf('湖州市吴兴区织里实验小学');
    await db.insert(regions).values({ code: COUNTY, name: '测试县', level: 'COUNTY', parentCode: '330500' });
    const [{ id: _, ...template }] = await db.select().from(units).where(eq(units.id, school));
    added = (await db.insert(units).values(Array.from({ length: 201 }, (_u, i) => ({
      ...template, unitName: `测试县事业单位${i}`, uscc: `12TEST${String(i).padStart(12, '0')}`, regionCode: COUNTY, competentDeptId: null,
    }))).returning({ id: units.id })).map((u) => u.id);
    await setEstablishment(added[0], 2);
    await insertPerson(added[0], { recordStatus: 'FILED' });
    await insertPerson(added[0], { recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', unitEntryDate: '2025-05-01' });
    await insertPerson(added[1], { recordStatus: 'FILED', estabStatus: 'OUT', estabType: null, outEmployForm: '01' });
    // Moved from added[3] to added[4] on 2025-01-01.
    const moved = await insertPerson(added[4], { recordStatus: 'FILED', unitEntryDate: '2025-01-01' });
    const move = { personId: moved, exchangeMode: 'TRANSFER', effectiveDate: '2025-01-01' };
    await db.insert(personExchanges).values([
      { ...move, unitId: added[4], direction: 'IN', counterpartUnitId: added[3] },
      { ...move, unitId: added[3], direction: 'OUT', counterpartUnitId: added[4] },
    ]);
    // In transit: a move from the hospital to added[2] under review, and a new person of added[5] approved, waiting for their day.
    const mover = await insertPerson(jc3Unit, { recordStatus: 'FILED' });
    await insertFilingRow(zgUnit, 'INTERNAL_EXCHANGE', {
      status: 'PENDING_RSJ', header: { fromUnitId: jc3Unit, toUnitId: added[2], exchangeMode: 'TRANSFER' }, lines: [{ personId: mover, payload: {} }],
    });
    arriving = await insertPerson(added[5], { recordStatus: 'PENDING' });
    const approved = await insertFilingRow(added[5], 'PERSON_INFO', { status: 'APPROVED', lines: [{ personId: arriving, payload: { op: 'NEW' } }] });
    await db.update(filings).set({ effectiveOn: '2099-01-01' }).where(eq(filings.id, approved.id));
  });

  const rowsOf = async (user: string, body: object) => (await usageAs(user, body)).json.data.rows;

  it('gives each unit the figures it has among a few units, today and on past dates', async () => {
    for (const body of [{}, { statDate: '2024-12-31' }, { statDate: '2025-05-01' }]) {
      const city = new Map((await rowsOf('admin', body)).map((r) => [r.unitId, r]));
      expect(city.size).toBeGreaterThan(200);
      const few = [...await rowsOf('zg', body), ...await rowsOf('jc', body)];
      expect(few.length).toBeGreaterThan(1);
      for (const r of few) expect(city.get(r.unitId)).toEqual(r);
    }
  });

  it('counts the persons, the moves and in transit of the units of a county of more than 200, and none of another', async () => {
    const county = await usageAs('admin', { regionCode: COUNTY });
    const { rows, total } = county.json.data;
    expect(rows.map((r) => r.unitId)).toEqual([...added].sort((a, b) => a - b));
    const row = (id: number) => rows.find((r) => r.unitId === id)!;
    expect(row(added[0])).toMatchObject({ quota: 2, inEstab: 1, notArrived: 1, vacancy: 0, inTransit: 0 });
    expect(row(added[1])).toMatchObject({ inEstab: 0, outOfEstab: 1 });
    expect([row(added[2]).inTransit, row(added[2]).inInst, row(added[5]).inTransit]).toEqual([1, 0, 1]);
    expect([row(added[3]).inEstab, row(added[4]).inEstab]).toEqual([0, 1]);
    expect(total).toMatchObject({ inEstab: 2, notArrived: 1, outOfEstab: 1, inTransit: 2 });
    const before = (await usageAs('admin', { regionCode: COUNTY, statDate: '2024-12-31' })).json.data;
    expect([before.rows.find((r) => r.unitId === added[3])!.inEstab, before.rows.find((r) => r.unitId === added[4])!.inEstab]).toEqual([1, 0]);
    expect(before.total).toMatchObject({ inEstab: 2, notArrived: 0, outOfEstab: 1, inTransit: null });
    expect((await usageAs('admin', { regionCode: COUNTY, statDate: '2025-05-01' })).json.data.total).toMatchObject({ inEstab: 2, notArrived: 1 });
  });

  it('orders the rows by region code, then authority (units without one last), then unit', async () => {
    const rows = await rowsOf('admin', {});
    const key = (r: EstabUsageRow) => [r.regionCode, r.competentDeptId ?? Number.MAX_SAFE_INTEGER, r.unitId] as const;
    const ordered = [...rows].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] !== y[0] ? (x[0] < y[0] ? -1 : 1) : x[1] - y[1] || x[2] - y[2];
    });
    expect(rows.map((r) => r.unitId)).toEqual(ordered.map((r) => r.unitId));
    expect(new Set(rows.map((r) => r.regionCode)).size).toBeGreaterThan(1);
    expect(rows.some((r) => r.competentDeptId === null)).toBe(true);
  });
});
