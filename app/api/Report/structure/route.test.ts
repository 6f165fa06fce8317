import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { POST as structure } from './route';
import { POST as retirement } from '../retirement/route';
import { POST as retirementExport } from '../retirementExport/route';
import { POST as structureExport } from '../structureExport/route';
import { addMonths, addYears } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { personPostHistory, persons, personTitleHistory } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let unit: number;
beforeAll(async () => {
  for (const u of ['jc2', 'zg', 'zg2']) tokens[u] = await loginAs(u);
  unit = await unitIdOf('湖州市吴兴区织里实验小学');
  const db = await getDb();
  await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, unit));
});

type Structure = { total: number; items: { key: string; count: number; share: number }[] };
const structureAs = (user: string, dimension: string) => call<Structure>(structure, '/Report/structure', { body: { dimension }, token: tokens[user] });
type Row = { personId: number; retireDate: string };
const retirementAs = (user: string) => call<{ due: Row[]; overdue: Row[] }>(retirement, '/Report/retirement', { body: {}, token: tokens[user] });

describe('POST /api/Report/structure', () => {
  it('counts the persons in establishment by age band at the band edges, with shares', async () => {
    const t = today();
    await insertPerson(unit, { recordStatus: 'FILED', birthDate: addYears(t, -30) });
    await insertPerson(unit, { recordStatus: 'FILED', birthDate: addYears(t, -31) });
    await insertPerson(unit, { recordStatus: 'FILED', birthDate: addYears(t, -56) });
    await insertPerson(unit, { recordStatus: 'DRAFT', birthDate: addYears(t, -40) });
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', birthDate: addYears(t, -40) });
    const res = await structureAs('jc2', 'ageBand');
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(3);
    expect(res.json.data.items).toEqual([
      { key: '≤30', count: 1, share: 33.3 }, { key: '31-35', count: 1, share: 33.3 }, { key: '≥56', count: 1, share: 33.3 },
    ]);
  });

  it('groups political status and keeps zg to its own system', async () => {
    const mine = (await structureAs('jc2', 'politicalStatus')).json.data;
    expect(mine.items).toEqual([{ key: 'MASSES', count: 3, share: 100 }]);
    const zg = (await structureAs('zg', 'gender')).json.data.total;
    const zg2 = (await structureAs('zg2', 'gender')).json.data.total;
    expect(zg).toBeGreaterThanOrEqual(3);
    expect(zg2).toBeGreaterThan(0);
    expect((await structureAs('zg', 'shoeSize')).status).toBe(400);
  });
});

describe('POST /api/Report/retirement', () => {
  it('lists who retires within 12 months and who is past the date, by the R-AGE-03 rule', async () => {
    const t = today();
    // A man now 60 years and 2 months old was born after 1965: the 2025 rule delays him a few months, into the coming year.
    const soon = await insertPerson(unit, { recordStatus: 'FILED', birthDate: addMonths(addYears(t, -60), 3 - 5), gender: '1' });
    const past = await insertPerson(unit, { recordStatus: 'FILED', birthDate: addYears(t, -64), gender: '1' });
    const far = await insertPerson(unit, { recordStatus: 'FILED', birthDate: addYears(t, -50), gender: '1' });
    const res = (await retirementAs('jc2')).json.data;
    expect(res.due.map((r) => r.personId)).toContain(soon);
    expect(res.overdue.map((r) => r.personId)).toContain(past);
    expect([...res.due, ...res.overdue].map((r) => r.personId)).not.toContain(far);
    expect(res.due.every((r) => r.retireDate >= t && r.retireDate <= addMonths(t, 12))).toBe(true);
    expect((await retirementAs('zg2')).json.data.due.map((r) => r.personId)).not.toContain(soon);
  });
});

describe('the structure and retirement exports', () => {
  const sheets = async (handler: (req: Request) => Promise<Response>, path: string) => {
    const res = await handler(new Request(`http://localhost/api${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.jc2}` }, body: '{}',
    }));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    return book.worksheets;
  };

  it('writes every dimension with its groups', async () => {
    const [sheet] = await sheets(structureExport, '/Report/structureExport');
    const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((r) => r.slice(1, 3));
    expect(rows).toEqual(expect.arrayContaining([['年龄段（七段）', '≤30'], ['政治面貌', '群众'], ['性别', '男']]));
  });

  it('writes the due and the overdue lists', async () => {
    const book = await sheets(retirementExport, '/Report/retirementExport');
    expect(book.map((s) => s.name)).toEqual(['未来 12 个月应退休', '超龄未减员']);
    expect(book[0].rowCount).toBeGreaterThan(1);
    expect(book[1].rowCount).toBeGreaterThan(1);
  });
});

describe('POST /api/Report/structure on a statistics date', () => {
  const on = (user: string, dimension: string, statDate?: string) =>
    call<Structure & { statDate: string }>(structure, '/Report/structure', { body: { dimension, statDate }, token: tokens[user] });
  const counts = (s: Structure) => Object.fromEntries(s.items.map((i) => [i.key, i.count]));

  beforeAll(async () => {
    for (const u of ['jc', 'rsj']) tokens[u] = await loginAs(u);
    const db = await getDb();
    await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, unit));
    // Entered 2015, born 1994-07-01: 30 on 2024-07-01, 31 from 2025-07-01; T10 until promoted to T09 on 2023-09-01; 中级 title from 2020-12-01.
    const early = await insertPerson(unit, {
      recordStatus: 'FILED', birthDate: '1994-07-01', unitEntryDate: '2015-08-01', postLevel: 'T09', titleLevel: 'MIDDLE', titleDate: '2020-12-01', profTitle: '一级教师',
    });
    await db.insert(personPostHistory).values([
      { personId: early, unitId: unit, postCategory: 'TECH', postLevel: 'T10', changeKind: 'FIRST', appointStart: '2016-08-01' },
      { personId: early, unitId: unit, postCategory: 'TECH', postLevel: 'T09', changeKind: 'PROMOTE', appointStart: '2023-09-01' },
    ]);
    await db.insert(personTitleHistory).values({ personId: early, unitId: unit, profTitle: '一级教师', titleLevel: 'MIDDLE', titleDate: '2020-12-01' });
    await insertPerson(unit, { recordStatus: 'FILED', birthDate: '1980-05-05', unitEntryDate: '2024-07-01', postLevel: 'T09' });
  });

  it('answers today the same with and without the date', async () => {
    for (const dimension of ['ageBand', 'postLevel', 'titleLevel']) {
      const plain = (await structureAs('jc2', dimension)).json.data;
      expect((await on('jc2', dimension, today())).json.data).toEqual(plain);
    }
    expect(counts((await structureAs('jc2', 'postLevel')).json.data)).toEqual({ T09: 2 });
  });

  it('leaves out who entered after the date, takes post and title from their histories and ages at the date', async () => {
    const eve = (await on('jc2', 'ageBand', '2024-06-30')).json.data;
    expect(eve).toMatchObject({ statDate: '2024-06-30', total: 1 });
    expect(counts(eve)).toEqual({ '≤30': 1 });
    expect(counts((await on('jc2', 'ageBand', '2024-07-01')).json.data)).toEqual({ '≤30': 1, '41-45': 1 });
    expect(counts((await on('jc2', 'ageBand', '2025-07-01')).json.data)).toEqual({ '31-35': 1, '41-45': 1 });
    expect(counts((await on('jc2', 'postLevel', '2023-08-31')).json.data)).toEqual({ T10: 1 });
    expect(counts((await on('jc2', 'postLevel', '2023-09-01')).json.data)).toEqual({ T09: 1 });
    expect(counts((await on('jc2', 'titleLevel', '2020-11-30')).json.data)).toEqual({ NONE: 1 });
    expect(counts((await on('jc2', 'titleLevel', '2020-12-01')).json.data)).toEqual({ MIDDLE: 1 });
  });

  it('keeps jc to its own unit and zg to its system at a past date', async () => {
    const total = async (user: string) => (await on(user, 'gender', '2024-07-01')).json.data.total;
    const [jc, jc2, zg, zg2, rsj] = [await total('jc'), await total('jc2'), await total('zg'), await total('zg2'), await total('rsj')];
    expect(jc2).toBe(2);
    expect(jc).toBeGreaterThan(0);
    expect(zg2).toBeGreaterThan(0);
    // The education bureau holds the two schools and its own staff (domain.md §2.1), the health commission the hospital and its own;
    // the city bureau all of them.
    expect(zg).toBeGreaterThan(jc + jc2);
    expect(rsj).toBe(zg + zg2);
  });

  it('refuses a future and a malformed date with 400', async () => {
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await on('jc2', 'gender', tomorrow);
    expect(future.status).toBe(400);
    expect(future.json.msg).toBe(`统计日期不能晚于今天（${today()}）`);
    expect((await on('jc2', 'gender', '2024-6-1')).status).toBe(400);
    expect((await on('jc2', 'gender', '2023-02-29')).status).toBe(400);
  });

  it('exports every dimension at the date, named in the first row and the file name', async () => {
    const res = await structureExport(new Request('http://localhost/api/Report/structureExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.jc2}` }, body: JSON.stringify({ statDate: '2024-06-30' }),
    }));
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('人员结构分析-2024-06-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('统计日期：2024-06-30');
    const rows = (sheet.getSheetValues().slice(3) as unknown[][]).map((r) => r.slice(1, 4));
    expect(rows).toEqual(expect.arrayContaining([['年龄段（七段）', '≤30', 1], ['岗位等级', expect.stringMatching(/九级/), 1]]));
  });
});
