import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { POST as stats } from './route';
import { POST as statsExport } from '../assessmentStatsExport/route';
import { POST as act } from '../../Filing/act/route';
import { POST as filingDetail } from '../../Filing/getDetail/route';
import { POST as filingList } from '../../Filing/getList/route';
import { getDb } from '@/lib/server/db/client';
import { filings, personAssessments, persons, units, users } from '@/lib/server/db/tables';
import { isWideScope } from '@/lib/server/services/reports/wideScope';
import { today } from '@/lib/domain/datetime';
import { addPolicyVersion } from '@/lib/server/services/policySettings';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2031; // a year the demo data has no results for: the test writes its own
type Row = { unitId: number; unitName: string; due: number; assessed: number; notAssessed: number; tookPart: number; excellent: number; qualified: number;
  undetermined: number; excellentShare: number | null; excellentCap: number; overCap: boolean };
type Stats = { year: number; excellentRate: number; rows: Row[]; total: Row };
const statsAs = async (user: string, body: unknown) => call<Stats>(stats, '/Report/assessmentStats', { body, token: await loginAs(user) });

let unit: number; // jc2's school, its demo staff set aside
let zgUnit: number;
const filed = { recordStatus: 'FILED' as const };
beforeAll(async () => {
  unit = await unitIdOf('湖州市吴兴区织里实验小学');
  zgUnit = await unitIdOf('湖州市教育局');
  const db = await getDb();
  await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, unit));
  // Ten results: two excellent of nine graded (cap 1), one ungraded, none absent.
  const results = ['1', '1', '2', '2', '2', '2', '2', '2', '3', '9'];
  for (const result of results) {
    const personId = await insertPerson(unit, filed);
    await db.insert(personAssessments).values({ personId, unitId: unit, year: YEAR, kind: 'ANNUAL', result });
  }
  // R-KH-02: due without a result — on post, joined on the year's last day (R-KH-03 gives them 不定等次, not exclusion),
  // off post on long sick leave, reduced only after the year.
  await insertPerson(unit, filed);
  await insertPerson(unit, { ...filed, unitEntryDate: `${YEAR}-12-31`, appointDate: `${YEAR}-12-31` });
  await insertPerson(unit, { ...filed, personStatus: 'LONG_SICK' });
  await insertPerson(unit, { ...filed, personStatus: 'REDUCED', reduceType: 'RETIRE', reduceDate: `${YEAR + 1}-01-01` });
  // Not due: joined after the year, reduced on its last day, outside the quota, not arrived, not filed.
  await insertPerson(unit, { ...filed, unitEntryDate: `${YEAR + 1}-01-01`, appointDate: `${YEAR + 1}-01-01` });
  await insertPerson(unit, { ...filed, personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: `${YEAR}-12-31` });
  await insertPerson(unit, { ...filed, estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT' });
  await insertPerson(unit, { ...filed, personStatus: 'PENDING_ARRIVAL' });
  await insertPerson(unit);
  // Reduced in the year, yet reported (absent, result 0): assessed, so due.
  const leaver = await insertPerson(unit, { ...filed, personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: `${YEAR}-06-30` });
  await db.insert(personAssessments).values({ personId: leaver, unitId: unit, year: YEAR, kind: 'ANNUAL', result: '0', absentReason: '年中辞聘' });
});

describe('POST /api/Report/assessmentStats', () => {
  it('gives a base unit its own year: each grade, the shares and the excellent cap it went over', async () => {
    const { status, json } = await statsAs('jc2', { year: YEAR });
    expect(status).toBe(200);
    expect(json.data.rows).toHaveLength(1);
    expect(json.data.rows[0]).toMatchObject({
      unitId: unit, assessed: 11, tookPart: 10, excellent: 2, qualified: 6, undetermined: 1, excellentShare: 20, excellentCap: 1, overCap: true,
    });
    expect(json.data.total).toMatchObject({ assessed: 11, overCap: true });
  });

  it('counts as due the persons in post in the year by R-KH-02, not the results filed: 应考核 = 已考核 + 未考核', async () => {
    const row = (await statsAs('jc2', { year: YEAR })).json.data.rows[0];
    expect(row).toMatchObject({ due: 15, assessed: 11, notAssessed: 4 });
  });

  it('shows a unit that has not reported with its people due and none assessed, and never fewer due than assessed', async () => {
    const zg = (await statsAs('zg', { year: YEAR })).json.data;
    expect(zg.rows.length).toBeGreaterThan(1);
    expect(zg.rows.every((r) => r.unitId === unit || r.assessed === 0)).toBe(true);
    expect(zg.rows.every((r) => r.due === r.assessed + r.notAssessed && r.due >= r.assessed)).toBe(true);
    const middle = zg.rows.find((r) => r.unitId === (zg.rows.find((x) => x.unitName === '湖州市第一中学')?.unitId))!;
    expect(middle).toMatchObject({ assessed: 0 });
    expect(middle.due).toBeGreaterThan(0);
    expect(middle.notAssessed).toBe(middle.due);
    expect(zg.total.due).toBe(zg.rows.reduce((t, r) => t + r.due, 0));
    expect(zg.total.notAssessed).toBe(zg.rows.reduce((t, r) => t + r.notAssessed, 0));
  });

  it("counts the competent authority's own staff in its report and the bureau's, not in another authority's", async () => {
    const zg = (await statsAs('zg', { year: YEAR })).json.data;
    const own = zg.rows.find((r) => r.unitId === zgUnit);
    expect(own?.due).toBeGreaterThan(0);
    const rsj = (await statsAs('rsj', { year: YEAR })).json.data;
    expect(rsj.rows.map((r) => r.unitId)).toEqual(expect.arrayContaining([zgUnit, unit]));
    expect(rsj.rows.length).toBeGreaterThanOrEqual(zg.rows.length);
    expect((await statsAs('zg2', { year: YEAR })).json.data.rows.map((r) => r.unitId)).not.toContain(zgUnit);
    // The bureau narrowed to the education bureau: the bureau itself and its units.
    const narrowed = (await statsAs('rsj', { year: YEAR, competentDeptId: zgUnit })).json.data;
    expect(narrowed.rows.map((r) => r.unitId).sort()).toEqual(zg.rows.map((r) => r.unitId).sort());
    // Another base unit sees nothing of this one.
    const other = (await statsAs('jc', { year: YEAR })).json.data;
    expect(other.rows.map((r) => r.unitId)).not.toContain(unit);
  });

  it('counts the seeded years of the demo data', async () => {
    const { json } = await statsAs('rsj', { year: 2025 });
    expect(json.data.total.assessed).toBeGreaterThan(100);
    expect(json.data.total.tookPart).toBeLessThanOrEqual(json.data.total.assessed);
    expect(json.data.total.due).toBeGreaterThanOrEqual(json.data.total.assessed);
  });

  it("gives a unit the same figures in a whole region's table (every unit's rows counted) as in its authority's (narrowed in the database)", async () => {
    const db = await getDb();
    const [{ all }] = await db.select({ all: count() }).from(units).where(and(eq(units.deleted, false), inArray(units.unitTier, ['BASE', 'COMPETENT'])));
    for (const year of [YEAR, 2025]) {
      const rsj = (await statsAs('rsj', { year })).json.data;
      const zg = (await statsAs('zg2', { year })).json.data;
      expect([isWideScope(rsj.rows.length, all), isWideScope(zg.rows.length, all)]).toEqual([true, false]);
      expect(zg.rows.length).toBeGreaterThan(1);
      expect(zg.rows).toEqual(rsj.rows.filter((r) => zg.rows.some((z) => z.unitId === r.unitId)));
    }
  });

  it('asks for a year', async () => {
    expect((await statsAs('jc2', {})).json.code).toBe(400);
    expect((await statsAs('jc2', { year: 1999 })).json.msg).toMatch(/年度不能早于 2000/);
  });
});

describe('POST /api/Report/assessmentStatsExport', () => {
  it('downloads the table as .xlsx, the total last, and the counting rule on its own sheet', async () => {
    const res = await statsExport(new Request('http://localhost/api/Report/assessmentStatsExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs('jc2')}` }, body: JSON.stringify({ year: YEAR }),
    }));
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = (book.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0].slice(0, 4)).toEqual(['单位', '应考核', '已考核', '未考核/未上报']);
    expect(rows[1].slice(0, 4)).toEqual(['湖州市吴兴区织里实验小学', 15, 11, 4]);
    expect(rows[1]).toEqual(expect.arrayContaining(['超限']));
    expect(rows.at(-1)?.[0]).toBe('合计');
    expect(String(book.worksheets[1].getCell('A1').value)).toMatch(/^统计口径：应考核＝考核年度内任一时刻在本单位在编的人员/);
  });
});

describe('年度考核上报 filings and the personnel bureau (§2.5 只读备查)', () => {
  let approved: number;
  let pending: number;
  beforeAll(async () => {
    const db = await getDb();
    approved = (await insertFilingRow(unit, 'ASSESSMENT_REPORT', { status: 'APPROVED', year: YEAR })).id;
    pending = (await insertFilingRow(unit, 'ASSESSMENT_REPORT', { status: 'PENDING_ZG', year: YEAR - 1 })).id;
    for (const id of [approved, pending]) await db.update(filings).set({ route: 'ZG_ONLY', submitCount: 1 }).where(eq(filings.id, id));
  });
  const versionOf = async (id: number) => (await (await getDb()).select({ v: filings.version, s: filings.status }).from(filings).where(eq(filings.id, id)))[0];

  it('lets rsj list and read an approved one, with no action offered', async () => {
    const token = await loginAs('rsj');
    const list = await call<{ list: { id: number }[] }>(filingList, '/Filing/getList', { body: { box: 'all', filingType: ['ASSESSMENT_REPORT'], pageSize: 100 }, token });
    expect(list.status).toBe(200);
    expect(list.json.data.list.map((f) => f.id)).toContain(approved);
    expect(list.json.data.list.map((f) => f.id)).not.toContain(pending);
    const detail = await call<{ id: number; allowedActions: string[] }>(filingDetail, '/Filing/getDetail', { body: { id: approved }, token });
    expect(detail.status).toBe(200);
    expect(detail.json.data.allowedActions).toEqual([]);
    // Its neighbour: an authority of another system does not see it.
    expect((await call(filingDetail, '/Filing/getDetail', { body: { id: approved }, token: await loginAs('zg2') })).status).toBe(404);
  });

  it.each(['RSJ_APPROVE', 'RSJ_RETURN', 'ZG_APPROVE', 'ZG_RECALL', 'VOID'])('refuses rsj acting (%s) on an approved one and leaves it as it was', async (action) => {
    const before = await versionOf(approved);
    const res = await call(act, '/Filing/act', { body: { id: approved, version: before.v, action, opinion: '人社局试图办理此件' }, token: await loginAs('rsj') });
    expect([403, 422]).toContain(res.status);
    expect(res.json.code).toBe(res.status);
    expect(res.json.msg).toMatch(/只有|不在人社局审核环节|不能/);
    expect(await versionOf(approved)).toEqual(before);
  });

  it('refuses rsj acting on one still with the competent authority (it reads it, §3.4), which zg may decide', async () => {
    const before = await versionOf(pending);
    const res = await call(act, '/Filing/act', { body: { id: pending, version: before.v, action: 'RSJ_APPROVE' }, token: await loginAs('rsj') });
    expect(res.status).toBe(422);
    expect(res.json.msg).toContain('该业务不在人社局审核环节');
    expect(await versionOf(pending)).toEqual(before);
    const zgSees = await call<{ allowedActions: string[] }>(filingDetail, '/Filing/getDetail', { body: { id: pending }, token: await loginAs('zg') });
    expect(zgSees.json.data.allowedActions).toEqual(expect.arrayContaining(['ZG_APPROVE']));
  });
});

describe('the excellent cap the report counts against (policy assessment.excellentCap)', () => {
  const addCap = async (value: object) => {
    const db = await getDb();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await addPolicyVersion(db, admin.id, { key: 'assessment.excellentCap', value, validFrom: today(), basis: '测试' }, today());
  };

  it('is the version in force: the uplift for a unit rated well, and everyone taking part when that is the population', async () => {
    const rowOf = async () => (await statsAs('jc2', { year: YEAR })).json.data.rows[0];
    expect(await rowOf()).toMatchObject({ excellentCap: 1, overCap: true }); // 9 graded × 20 %
    await addCap({ percent: 20, upliftPercent: 5, wellRatedUnitIds: [unit], population: 'GRADED' });
    expect(await rowOf()).toMatchObject({ excellentCap: 2, overCap: false }); // 9 × 25 %
    await addCap({ percent: 20, upliftPercent: 5, wellRatedUnitIds: [], population: 'PARTICIPANTS' });
    const row = await rowOf();
    expect(row).toMatchObject({ excellentCap: 2, overCap: false }); // 10 taking part × 20 %
    expect((await statsAs('jc2', { year: YEAR })).json.data.excellentRate).toBe(20);
  });
});
