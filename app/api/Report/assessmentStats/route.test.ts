import ExcelJS from 'exceljs';
import { POST as stats } from './route';
import { POST as statsExport } from '../assessmentStatsExport/route';
import { getDb } from '@/lib/server/db/client';
import { personAssessments } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2031; // a year the demo data has no results for: the test writes its own
type Row = { unitId: number; unitName: string; due: number; tookPart: number; excellent: number; qualified: number; undetermined: number;
  excellentShare: number | null; excellentCap: number; overCap: boolean };
type Stats = { year: number; excellentRate: number; rows: Row[]; total: Row };
const statsAs = async (user: string, body: unknown) => call<Stats>(stats, '/Report/assessmentStats', { body, token: await loginAs(user) });

let unit: number;
beforeAll(async () => {
  unit = await unitIdOf('湖州市吴兴区织里实验小学');
  const db = await getDb();
  // Ten results: two excellent of nine graded (cap 1), one ungraded, none absent.
  const results = ['1', '1', '2', '2', '2', '2', '2', '2', '3', '9'];
  for (const result of results) {
    const personId = await insertPerson(unit, { recordStatus: 'FILED' });
    await db.insert(personAssessments).values({ personId, unitId: unit, year: YEAR, kind: 'ANNUAL', result });
  }
});

describe('POST /api/Report/assessmentStats', () => {
  it("gives a base unit its own year: each grade, the shares and the excellent cap it went over", async () => {
    const { status, json } = await statsAs('jc2', { year: YEAR });
    expect(status).toBe(200);
    expect(json.data.rows).toHaveLength(1);
    expect(json.data.rows[0]).toMatchObject({
      unitId: unit, due: 10, tookPart: 10, excellent: 2, qualified: 6, undetermined: 1, excellentShare: 20, excellentCap: 1, overCap: true,
    });
    expect(json.data.total).toMatchObject({ due: 10, overCap: true });
  });

  it("gives the competent authority its units, each listed even without results, and the personnel bureau its region", async () => {
    const zg = (await statsAs('zg', { year: YEAR })).json.data;
    expect(zg.rows.length).toBeGreaterThan(1);
    expect(zg.rows.every((r) => r.unitId === unit || r.due === 0)).toBe(true);
    expect(zg.total.due).toBe(zg.rows.reduce((t, r) => t + r.due, 0));
    const rsj = (await statsAs('rsj', { year: YEAR })).json.data;
    expect(rsj.rows.length).toBeGreaterThanOrEqual(zg.rows.length);
    // Another base unit sees nothing of this one.
    const other = (await statsAs('jc', { year: YEAR })).json.data;
    expect(other.rows.map((r) => r.unitId)).not.toContain(unit);
  });

  it('counts the seeded years of the demo data', async () => {
    const { json } = await statsAs('rsj', { year: 2025 });
    expect(json.data.total.due).toBeGreaterThan(100);
    expect(json.data.total.tookPart).toBeLessThanOrEqual(json.data.total.due);
  });

  it('asks for a year', async () => {
    expect((await statsAs('jc2', {})).json.code).toBe(400);
    expect((await statsAs('jc2', { year: 1999 })).json.msg).toMatch(/年度不能早于 2000/);
  });
});

describe('POST /api/Report/assessmentStatsExport', () => {
  it('downloads the table as .xlsx, the total last', async () => {
    const res = await statsExport(new Request('http://localhost/api/Report/assessmentStatsExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs('jc2')}` }, body: JSON.stringify({ year: YEAR }),
    }));
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = (book.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0][0]).toBe('单位');
    expect(rows[1]).toEqual(expect.arrayContaining(['湖州市吴兴区织里实验小学', 10, 2, '超限']));
    expect(rows.at(-1)?.[0]).toBe('合计');
  });
});
