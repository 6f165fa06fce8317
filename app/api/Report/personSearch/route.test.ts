import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as search } from './route';
import { POST as exportPersons } from '../personExport/route';
import type { PersonSearchRow } from '@/lib/contracts/report';
import { addYears } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { earliestStartIncluding } from '@/lib/domain/period';
import { getDb } from '@/lib/server/db/client';
import { personAssessments, personRewardPunish, persons, systemLog, units } from '@/lib/server/db/tables';
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

  it('refuses an ID number with an X anywhere but last, naming the field, and takes a tail ending in x', async () => {
    for (const idNumber of ['3305X0', 'X3305', '1101051949123100X2']) {
      const res = await searchAs('jc', { idNumber });
      expect(res.status).toBe(400);
      expect(res.json.msg).toContain('X 只能是最后一位');
      expect(res.json.data).toMatchObject({ field: 'idNumber' });
    }
    for (const idNumber of ['3305', '33050x', '11010519491231002X']) expect((await searchAs('jc', { idNumber })).status).toBe(200);
  });

  it('refuses a date range that ends before it starts, on its end, and takes one that ends on its start', async () => {
    for (const [from, to] of [['birthFrom', 'birthTo'], ['workStartFrom', 'workStartTo'], ['unitEntryFrom', 'unitEntryTo']]) {
      const res = await searchAs('jc', { [from]: '2000-01-02', [to]: '2000-01-01' });
      expect(res.status).toBe(400);
      expect(res.json.msg).toContain('起始日期不能晚于截止日期');
      expect(res.json.data).toMatchObject({ field: to });
      expect((await searchAs('jc', { [from]: '2000-01-01', [to]: '2000-01-01' })).status).toBe(200);
    }
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

describe('POST /api/Report/personSearch by 考核结果 and 处分期内', () => {
  const ids: Record<string, number> = {};
  const day = today();
  const shift = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const found = async (body: object) => (await searchAs('jc', { pageSize: 100, ...body })).json.data.list.map((p) => p.id).sort((a, b) => a - b);
  const idsOf = (...keys: string[]) => keys.map((k) => ids[k]).sort((a, b) => a - b);

  beforeAll(async () => {
    const db = await getDb();
    const person = async (key: string, name: string) => { ids[key] = await insertPerson(jcUnit, { recordStatus: 'FILED', name }); };
    for (const [key, name] of [['excellent', '考核甲'], ['competent', '考核乙'], ['lastYear', '考核丙']]) await person(key, name);
    await db.insert(personAssessments).values([
      { personId: ids.excellent, unitId: jcUnit, year: 2031, kind: 'ANNUAL', result: '1' },
      { personId: ids.competent, unitId: jcUnit, year: 2031, kind: 'ANNUAL', result: '2' },
      { personId: ids.lastYear, unitId: jcUnit, year: 2030, kind: 'ANNUAL', result: '1' },
    ]);
    const punish = (key: string, rpType: string, effectiveDate: string, punishEndDate: string | null, rpKind: 'PUNISH' | 'REWARD' = 'PUNISH') => db.insert(personRewardPunish)
      .values({ personId: ids[key], unitId: jcUnit, rpKind, rpType, rpName: '测试', decisionDate: effectiveDate, effectiveDate, punishEndDate });
    const cases: [string, string][] = [
      ['firstIn', '处分甲'], ['justOut', '处分乙'], ['endsToday', '处分丙'], ['endedYesterday', '处分丁'], ['fromTomorrow', '处分戊'], ['rewarded', '处分己'], ['expelled', '处分庚'],
    ];
    for (const [key, name] of cases) await person(key, name);
    // No recorded end: the period rule decides (6 months from the start, the start day not counted: period.ts).
    const start = earliestStartIncluding(day, 6);
    await punish('firstIn', 'WARNING', start, null);
    await punish('justOut', 'WARNING', shift(start, -1), null);
    // A recorded end counts as recorded, both ends included.
    await punish('endsToday', 'DEMERIT', shift(day, -300), day);
    await punish('endedYesterday', 'DEMERIT', shift(day, -300), shift(day, -1));
    await punish('fromTomorrow', 'WARNING', shift(day, 1), null);
    await punish('rewarded', 'COMMEND', shift(day, -10), null, 'REWARD');
    await punish('expelled', 'EXPEL', shift(day, -10), null);
  });

  it('finds the persons with a result of the year, of the grades asked for', async () => {
    expect(await found({ name: '考核', assessmentYear: 2031, assessmentResult: ['1'] })).toEqual(idsOf('excellent'));
    expect(await found({ name: '考核', assessmentYear: 2031 })).toEqual(idsOf('excellent', 'competent'));
    expect(await found({ name: '考核', assessmentYear: 2030, assessmentResult: ['1'] })).toEqual(idsOf('lastYear'));
    expect(await found({ name: '考核', assessmentYear: 2029 })).toEqual([]);
  });

  it('asks for the year of the results and refuses a result code that is none', async () => {
    const noYear = await searchAs('jc', { assessmentResult: ['1'] });
    expect(noYear.status).toBe(400);
    expect(noYear.json.code).toBe(400);
    expect(noYear.json.data).toMatchObject({ field: 'assessmentYear' });
    expect(noYear.json.msg).toMatch(/考核年度/);
    const bad = await searchAs('jc', { assessmentYear: 2031, assessmentResult: ['7'] });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/考核结果/);
  });

  it('finds the persons in a punishment period today, both ends included, by the period rule when no end was recorded', async () => {
    expect(await found({ name: '处分', inSanctionPeriod: true })).toEqual(idsOf('firstIn', 'endsToday'));
    expect(await found({ name: '处分', inSanctionPeriod: false })).toHaveLength(7);
    // The other authority sees none of them.
    expect((await searchAs('zg2', { name: '处分', inSanctionPeriod: true })).json.data.total).toBe(0);
  });

  it('exports the same persons', async () => {
    const sheet = await xlsx('jc', { name: '处分', inSanctionPeriod: true, columns: ['name'] });
    expect((sheet.getColumn(1).values as unknown[]).slice(2).sort()).toEqual(['处分丙', '处分甲']);
  });
});
