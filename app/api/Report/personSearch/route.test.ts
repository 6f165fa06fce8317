import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as search } from './route';
import { POST as exportPersons } from '../personExport/route';
import type { PersonSearchRow } from '@/lib/contracts/report';
import { addYears } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { persons, systemLog, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc3Unit: number;
let zgUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'zg2', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc3Unit = await unitIdOf('湖州市中心医院');
  zgUnit = await unitIdOf('湖州市教育局');
});

type Page = { list: PersonSearchRow[]; total: number };
const searchAs = (user: string, body: object = {}) => call<Page>(search, '/Report/personSearch', { body, token: tokens[user] });

async function xlsx(user: string, body: object) {
  const res = await exportPersons(new Request('http://localhost/api/Report/personExport', {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[user]}` }, body: JSON.stringify(body),
  }));
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return book.worksheets[0];
}

describe('POST /api/Report/personSearch', () => {
  it('keeps a unit account to its unit, drafts included', async () => {
    const page = await searchAs('jc', { pageSize: 200 });
    expect(page.status).toBe(200);
    expect(page.json.data.total).toBeGreaterThan(0);
    expect(new Set(page.json.data.list.map((p) => p.unitId))).toEqual(new Set([jcUnit]));
    expect(page.json.data.list.every((p) => /^\d{6}\*{8}[\dX]{4}$/.test(p.idNumber))).toBe(true);
    expect((await searchAs('jc', { unitIds: [jc3Unit] })).json.data.total).toBe(0);
  });

  it('never shows a competent authority the units of another system, nor their drafts', async () => {
    const draft = await insertPerson(jcUnit, { name: '草稿甲', recordStatus: 'DRAFT' });
    expect((await searchAs('jc', { name: '草稿甲' })).json.data.list.map((p) => p.id)).toEqual([draft]);
    expect((await searchAs('zg', { name: '草稿甲' })).json.data.total).toBe(0);
    expect((await searchAs('zg', { unitIds: [jc3Unit] })).json.data.total).toBe(0);
    const db = await getDb();
    const mine = await db.select({ id: units.id }).from(units).where(eq(units.competentDeptId, zgUnit));
    const page = await searchAs('zg', { pageSize: 200 });
    const allowed = new Set([zgUnit, ...mine.map((u) => u.id)]);
    expect(page.json.data.list.every((p) => allowed.has(p.unitId))).toBe(true);
    expect((await searchAs('zg2', { unitIds: [jcUnit] })).json.data.total).toBe(0);
  });

  it('matches names exactly or in part, and the ID number whole or by its tail', async () => {
    const id = await insertPerson(jcUnit, { name: '欧阳查询', recordStatus: 'FILED', major: '汉语言文学' });
    expect((await searchAs('jc', { name: '阳查' })).json.data.list.map((p) => p.id)).toContain(id);
    expect((await searchAs('jc', { name: '阳查', match: 'exact' })).json.data.total).toBe(0);
    expect((await searchAs('jc', { name: '欧阳查询', match: 'exact' })).json.data.list.map((p) => p.id)).toEqual([id]);
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, id));
    expect((await searchAs('jc', { idNumber: p.idNumber.slice(-6) })).json.data.list.map((x) => x.id)).toEqual([id]);
    expect((await searchAs('jc', { idNumber: p.idNumber, match: 'exact' })).json.data.list.map((x) => x.id)).toEqual([id]);
    expect((await searchAs('jc', { major: '语言文', name: '欧阳' })).json.data.list.map((x) => x.id)).toEqual([id]);
  });

  it('bounds ages on their birthdays', async () => {
    const t = today();
    const thirty = await insertPerson(jcUnit, { name: '整三十', birthDate: addYears(t, -30), recordStatus: 'FILED' });
    const thirtyOne = addYears(t, -31);
    const almost = await insertPerson(jcUnit, { name: '差一天', birthDate: new Date(Date.parse(`${thirtyOne}T00:00:00Z`) + 86400000).toISOString().slice(0, 10), recordStatus: 'FILED' });
    const older = await insertPerson(jcUnit, { name: '满三一', birthDate: thirtyOne, recordStatus: 'FILED' });
    const ids = (body: object) => searchAs('jc', { ...body, pageSize: 200 }).then((r) => r.json.data.list.map((p) => p.id));
    const thirties = await ids({ ageFrom: 30, ageTo: 30 });
    expect(thirties).toEqual(expect.arrayContaining([thirty, almost]));
    expect(thirties).not.toContain(older);
    expect(await ids({ ageFrom: 31 })).not.toContain(thirty);
    expect(await ids({ ageTo: 29 })).not.toContain(thirty);
  });

  it('refuses an age range upside down, naming the field', async () => {
    const res = await searchAs('jc', { ageFrom: 40, ageTo: 30 });
    expect(res.status).toBe(400);
    expect(res.json.data).toMatchObject({ field: 'ageTo' });
  });

  it('filters by codes, establishment and dates', async () => {
    const page = await searchAs('jc', { estabStatus: ['IN'], postCategory: ['TECH'], gender: ['2'], workStartFrom: '2000-01-01', pageSize: 200 });
    expect(page.json.data.list.every((p) => p.estabStatus === 'IN' && p.postCategory === 'TECH' && p.gender === '2' && p.workStartDate >= '2000-01-01')).toBe(true);
  });
});

describe('POST /api/Report/personExport', () => {
  it('exports the chosen columns, IDs masked by default, and logs it', async () => {
    const sheet = await xlsx('jc', { name: '欧阳查询', columns: ['name', 'idNumber', 'gender'] });
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '公民身份号码', '性别']);
    expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    expect(sheet.getRow(2).getCell(3).value).toBe('男');
    const revealed = await xlsx('jc', { name: '欧阳查询', columns: ['idNumber'], revealIds: true });
    expect(String(revealed.getRow(2).getCell(1).value)).toMatch(/^\d{17}[\dX]$/);
    const db = await getDb();
    const logs = await db.select().from(systemLog).where(eq(systemLog.action, 'report.personExport')).orderBy(desc(systemLog.id)).limit(2);
    expect(logs.map((l) => l.detail)).toEqual(['综合查询导出人员 1 条（含完整身份证号）', '综合查询导出人员 1 条（身份证号脱敏）']);
  });
});
