import ExcelJS from 'exceljs';
import { POST as stats } from './route';
import { POST as statsExport } from '../recruitStatsExport/route';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2031; // the demo data has no plans that year: the test writes its own
type Unfilled = { postCode: string; postName: string; planned: number; filed: number };
type Row = { unitId: number; unitName: string; posts: number; planned: number; filed: number; completionRate: number | null; unfilledCount: number; unfilledPosts: Unfilled[] };
type Stats = { year: number; authorities: { id: number; name: string }[]; rows: Row[]; total: Row };
const statsAs = async (user: string, body: unknown) => call<Stats>(stats, '/Report/recruitStats', { body, token: await loginAs(user) });
const rowOf = (s: Stats, unitId: number) => s.rows.find((r) => r.unitId === unitId);

const post = (postCode: string, postName: string, recruitCount: number) => ({ payload: { postCode, postName, postCategory: 'TECH', postLevel: 'T12', recruitCount, estabType: 'INST' } });
const person = (postCode: string) => ({ payload: { postCode, name: '测试拟聘', physicalResult: 'PASS', inspectResult: 'PASS' } });

let school: number; // jc2's unit
let middle: number; // jc's unit
let hospital: number; // jc3's unit
beforeAll(async () => {
  [school, middle, hospital] = await Promise.all(['湖州市吴兴区织里实验小学', '湖州市第一中学', '湖州市中心医院'].map(unitIdOf));
  const { id: plan } = await insertFilingRow(school, 'RECRUIT_PLAN', { status: 'APPROVED', year: YEAR, lines: [post('YW01', '小学语文教师', 2), post('SX01', '小学数学教师', 1)] });
  await insertFilingRow(school, 'RECRUIT_RESULT', { status: 'APPROVED', header: { planFilingId: plan }, lines: [person('yw01')] });
  // Not counted: a result still under review, a plan under review, a plan of the year before.
  await insertFilingRow(school, 'RECRUIT_RESULT', { status: 'PENDING_RSJ', header: { planFilingId: plan }, lines: [person('SX01')] });
  await insertFilingRow(school, 'RECRUIT_PLAN', { status: 'PENDING_ZG', year: YEAR, lines: [post('YY01', '小学英语教师', 3)] });
  await insertFilingRow(school, 'RECRUIT_PLAN', { status: 'APPROVED', year: YEAR - 1, lines: [post('TY01', '体育教师', 1)] });
  // The middle school filled its plan; the hospital planned two doctors and filed none yet.
  const { id: full } = await insertFilingRow(middle, 'RECRUIT_PLAN', { status: 'APPROVED', year: YEAR, lines: [post('WL01', '高中物理教师', 2)] });
  await insertFilingRow(middle, 'RECRUIT_RESULT', { status: 'APPROVED', header: { planFilingId: full }, lines: [person('WL01'), person('WL01')] });
  await insertFilingRow(hospital, 'RECRUIT_PLAN', { status: 'APPROVED', year: YEAR, lines: [post('NK01', '内科医师', 2)] });
});

describe('POST /api/Report/recruitStats', () => {
  it("gives a base unit its year's approved plans against the approved results, the rate and the posts not filled", async () => {
    const { status, json } = await statsAs('jc2', { year: YEAR });
    expect(status).toBe(200);
    expect(json.data.rows).toHaveLength(1);
    expect(json.data.rows[0]).toMatchObject({ unitId: school, posts: 2, planned: 3, filed: 1, completionRate: 33.3, unfilledCount: 2 });
    expect(json.data.rows[0].unfilledPosts).toEqual([
      { postCode: 'YW01', postName: '小学语文教师', planned: 2, filed: 1 },
      { postCode: 'SX01', postName: '小学数学教师', planned: 1, filed: 0 },
    ]);
  });

  it('keeps each unit and authority to its own, the bureau seeing its region and the total over the sums', async () => {
    const jc = (await statsAs('jc', { year: YEAR })).json.data;
    expect(jc.rows.map((r) => r.unitId)).toEqual([middle]);
    expect(jc.rows[0]).toMatchObject({ posts: 1, planned: 2, filed: 2, completionRate: 100, unfilledPosts: [] });
    const zg = (await statsAs('zg', { year: YEAR })).json.data;
    expect(rowOf(zg, hospital)).toBeUndefined();
    expect(zg.total).toMatchObject({ posts: 3, planned: 5, filed: 3, completionRate: 60, unfilledCount: 2 });
    const zg2 = (await statsAs('zg2', { year: YEAR })).json.data;
    expect(rowOf(zg2, school)).toBeUndefined();
    expect(rowOf(zg2, hospital)).toMatchObject({ planned: 2, filed: 0, completionRate: 0 });
    const rsj = (await statsAs('rsj', { year: YEAR })).json.data;
    expect(rsj.total).toMatchObject({ posts: 4, planned: 7, filed: 3, completionRate: 42.9 });
    expect(rsj.rows.filter((r) => r.planned === 0).every((r) => r.completionRate === null)).toBe(true);
  });

  it('shows zeros and no rate for a year without plans', async () => {
    const { json } = await statsAs('admin', { year: 2001 });
    expect(json.data.rows.length).toBeGreaterThanOrEqual(3);
    expect(json.data.total).toMatchObject({ posts: 0, planned: 0, filed: 0, completionRate: null, unfilledCount: 0 });
  });

  it('asks for a valid year', async () => {
    expect((await statsAs('jc2', {})).json.code).toBe(400);
    expect((await statsAs('jc2', { year: 2101 })).json.msg).toMatch(/年度不能晚于 2100/);
  });
});

describe('POST /api/Report/recruitStatsExport', () => {
  it('downloads the table as .xlsx with the unfilled posts by name, the total last', async () => {
    const res = await statsExport(new Request('http://localhost/api/Report/recruitStatsExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs('jc2')}` }, body: JSON.stringify({ year: YEAR }),
    }));
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = (book.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['单位', '计划岗位数', '计划人数', '已备案结果人数', '完成率(%)', '未完成岗位（已备案/计划）']);
    expect(rows[1]).toEqual(['湖州市吴兴区织里实验小学', 2, 3, 1, 33.3, '小学语文教师（1/2）、小学数学教师（0/1）']);
    expect(rows.at(-1)).toEqual(['合计', 2, 3, 1, 33.3, '未完成岗位 2 个']);
  });
});
