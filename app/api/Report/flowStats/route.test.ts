import { and, between, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as stats } from './route';
import { POST as statsExport } from '../flowStatsExport/route';
import { getDb } from '@/lib/server/db/client';
import { DEMO_REFERENCE_DATE } from '@/lib/server/db/seedBusiness';
import { personEstabHistory, personExchanges, persons, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const YEAR = 2031; // a year the demo data has no movements in: the test writes its own
type Counts = Record<string, number>;
type Row = { unitId: number; unitName: string; increase: Counts; increaseTotal: number; decrease: Counts; decreaseTotal: number; net: number;
  typeConverted: number; outOfEstab: { increase: number; decrease: number; net: number } };
type Stats = { year: number; authorities: { id: number; name: string }[]; rows: Row[]; total: Row };
const statsAs = async (user: string, body: unknown) => call<Stats>(stats, '/Report/flowStats', { body, token: await loginAs(user) });
const rowOf = (s: Stats, unitId: number) => s.rows.find((r) => r.unitId === unitId);

let school: number; // jc2's unit
let middle: number; // jc's unit
let hospital: number; // jc3's unit
beforeAll(async () => {
  [school, middle, hospital] = await Promise.all(['湖州市吴兴区织里实验小学', '湖州市第一中学', '湖州市中心医院'].map(unitIdOf));
  const db = await getDb();
  const filed = { recordStatus: 'FILED' as const };
  await insertPerson(school, { ...filed, entryMethod: 'OPEN_RECRUIT', unitEntryDate: `${YEAR}-03-01` });
  await insertPerson(school, { ...filed, entryMethod: 'SOMETHING_NEW', unitEntryDate: `${YEAR}-04-01` });
  // Not counted: not arrived yet, not filed, or entered the year before.
  await insertPerson(school, { ...filed, personStatus: 'PENDING_ARRIVAL', unitEntryDate: `${YEAR}-05-01` });
  await insertPerson(school, { unitEntryDate: `${YEAR}-05-02` });
  await insertPerson(school, { ...filed, unitEntryDate: `${YEAR - 1}-12-31` });
  await insertPerson(school, { ...filed, personStatus: 'REDUCED', reduceType: 'RETIRE', reduceDate: `${YEAR}-06-30` });
  await insertPerson(school, { ...filed, personStatus: 'REDUCED', reduceType: 'DEATH', reduceDate: `${YEAR - 1}-12-31` });
  // Left the system: reduced and the exchange recorded — one departure.
  const leaver = await insertPerson(school, { ...filed, personStatus: 'REDUCED', reduceType: 'TRANSFER_OUT', reduceDate: `${YEAR}-07-01` });
  await db.insert(personExchanges).values({ personId: leaver, unitId: school, direction: 'OUT', exchangeMode: 'TRANSFER', counterpartUnitName: '外市某校', effectiveDate: `${YEAR}-07-01` });
  // Recruited at the school in February, moved to the middle school in August: its entry method now says INTERNAL.
  const { id: recruitResult } = await insertFilingRow(school, 'RECRUIT_RESULT', { status: 'APPROVED' });
  const mover = await insertPerson(middle, { ...filed, entryMethod: 'INTERNAL', unitEntryDate: `${YEAR}-08-01` });
  await db.insert(personEstabHistory).values({ personId: mover, unitId: school, sourceFilingId: recruitResult, toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: `${YEAR}-02-01` });
  await db.insert(personExchanges).values([
    { personId: mover, unitId: school, direction: 'OUT', exchangeMode: 'TRANSFER', counterpartUnitId: middle, effectiveDate: `${YEAR}-08-01` },
    { personId: mover, unitId: middle, direction: 'IN', exchangeMode: 'TRANSFER', counterpartUnitId: school, effectiveDate: `${YEAR}-08-01` },
  ]);
  // A military resettlement by exchange from outside: the exchange's mode decides the column, once.
  const veteran = await insertPerson(middle, { ...filed, entryMethod: 'TRANSFER_IN', unitEntryDate: `${YEAR}-09-01` });
  await db.insert(personExchanges).values({ personId: veteran, unitId: middle, direction: 'IN', exchangeMode: 'MILITARY', counterpartUnitName: '某部队', effectiveDate: `${YEAR}-09-01` });
  // A secondment moves nobody.
  const seconded = await insertPerson(school, { ...filed, personStatus: 'SECONDED_OUT' });
  await db.insert(personExchanges).values({ personId: seconded, unitId: school, direction: 'OUT', exchangeMode: 'SECONDMENT', counterpartUnitId: middle, effectiveDate: `${YEAR}-10-01` });
  await insertPerson(hospital, { ...filed, entryMethod: 'TALENT_INTRO', unitEntryDate: `${YEAR}-05-01` });
});

describe('POST /api/Report/flowStats', () => {
  it("gives a base unit its own year's increases and decreases by kind, unknown entry methods under 其他", async () => {
    const { status, json } = await statsAs('jc2', { year: YEAR });
    expect(status).toBe(200);
    expect(json.data.rows.map((r) => r.unitId)).toEqual([school]);
    const row = json.data.rows[0];
    expect(row.increase).toEqual({ recruit: 2, talent: 0, transferIn: 0, military: 0, policy: 0, estabConvert: 0, other: 1 });
    expect(row.decrease).toEqual({ retire: 1, resign: 0, dismiss: 0, transferOut: 2, death: 0, expel: 0, estabConvert: 0, other: 0 });
    expect(row).toMatchObject({ increaseTotal: 3, decreaseTotal: 3, net: 0 });
    expect(json.data.total).toMatchObject({ increaseTotal: 3, decreaseTotal: 3, net: 0 });
  });

  it('counts a move within the system at both units and an arrival recorded twice once', async () => {
    const jc = (await statsAs('jc', { year: YEAR })).json.data;
    expect(jc.rows.map((r) => r.unitId)).toEqual([middle]);
    expect(jc.rows[0].increase).toMatchObject({ transferIn: 1, military: 1 });
    expect(jc.rows[0]).toMatchObject({ increaseTotal: 2, decreaseTotal: 0, net: 2 });
  });

  it('keeps each authority to its units and gives the personnel bureau its region, the total the sum of the rows', async () => {
    const zg = (await statsAs('zg', { year: YEAR })).json.data;
    expect(rowOf(zg, school)?.net).toBe(0);
    expect(rowOf(zg, middle)?.net).toBe(2);
    expect(rowOf(zg, hospital)).toBeUndefined();
    expect(zg.total.increaseTotal).toBe(zg.rows.reduce((t, r) => t + r.increaseTotal, 0));
    const zg2 = (await statsAs('zg2', { year: YEAR })).json.data;
    expect(rowOf(zg2, hospital)?.increase.talent).toBe(1);
    expect(rowOf(zg2, school)).toBeUndefined();
    const rsj = (await statsAs('rsj', { year: YEAR })).json.data;
    expect(rsj.rows.map((r) => r.unitId)).toEqual(expect.arrayContaining([school, middle, hospital]));
    expect(rsj.total).toMatchObject({ increaseTotal: 6, decreaseTotal: 3, net: 3 });
    expect(rsj.authorities.length).toBeGreaterThanOrEqual(2);
    // The bureau narrows the table to one authority.
    const db = await getDb();
    const [{ competentDeptId }] = await db.select({ competentDeptId: units.competentDeptId }).from(units).where(eq(units.id, hospital));
    const health = (await statsAs('rsj', { year: YEAR, competentDeptId })).json.data;
    expect(health.rows.every((r) => r.unitId !== school && r.unitId !== middle)).toBe(true);
    expect(health.total.increaseTotal).toBe(1);
    expect((await statsAs('admin', { year: YEAR })).json.data.total.increaseTotal).toBe(6);
  });

  it("counts the demo data's retirements of this year as the person table holds them", async () => {
    const year = Number(DEMO_REFERENCE_DATE.slice(0, 4));
    const db = await getDb();
    const retired = await db.select({ id: persons.id }).from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(and(
      // The authorities' own staff count too (domain.md §2.1); the 编外 are counted apart.
      inArray(units.unitTier, ['BASE', 'COMPETENT']), eq(persons.estabStatus, 'IN'),
      eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'REDUCED'), inArray(persons.reduceType, ['RETIRE', 'EARLY_RETIRE']),
      between(persons.reduceDate, `${year}-01-01`, `${year}-12-31`),
    ));
    const { json } = await statsAs('admin', { year });
    expect(retired.length).toBeGreaterThan(0);
    expect(json.data.total.decrease.retire).toBe(retired.length);
    expect(json.data.total.increaseTotal).toBeGreaterThan(0);
  });

  it('asks for a valid year', async () => {
    expect((await statsAs('jc2', {})).json.code).toBe(400);
    expect((await statsAs('jc2', { year: 'last' })).json.code).toBe(400);
    const early = (await statsAs('jc2', { year: 1999 })).json;
    expect(early.code).toBe(400);
    expect(early.msg).toMatch(/年度不能早于 2000/);
  });
});

describe('POST /api/Report/flowStatsExport', () => {
  it('downloads the table as .xlsx: the two groups, the kinds, the unit and the total last', async () => {
    const res = await statsExport(new Request('http://localhost/api/Report/flowStatsExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs('jc2')}` }, body: JSON.stringify({ year: YEAR }),
    }));
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = (book.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0]).toEqual(expect.arrayContaining(['单位', '增员', '减员', '净增']));
    expect(rows[1]).toEqual(expect.arrayContaining(['公开招聘', '编制转换', '增员合计', '退休', '开除', '减员合计']));
    // The 在编 increases and decreases (编制转换 among the decreases), the net, the type conversions, then the 编外 increase, decrease and net.
    expect(rows[2]).toEqual(['湖州市吴兴区织里实验小学', 2, 0, 0, 0, 0, 0, 1, 3, 1, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0]);
    expect(rows.at(-1)?.[0]).toBe('合计');
  });
});

describe('POST /api/Report/flowStats: 编制转换 and 编外 staff', () => {
  const Y = YEAR + 1; // its own year, apart from the movements above
  let zgUnit: number;
  beforeAll(async () => {
    zgUnit = await unitIdOf('湖州市教育局');
    const db = await getDb();
    const filed = { recordStatus: 'FILED' as const };
    const out = { ...filed, estabStatus: 'OUT' as const, estabType: null, outEmployForm: 'CONTRACT' };
    const { id: conversion } = await insertFilingRow(school, 'ESTAB_CONVERSION', { status: 'APPROVED' });
    const converted = (personId: number, date: string, from: [string, string | null], to: [string, string | null]) => db.insert(personEstabHistory).values({
      personId, unitId: school, sourceFilingId: conversion, fromEstabStatus: from[0], fromEstabType: from[1], toEstabStatus: to[0], toEstabType: to[1], effectiveDate: date,
    });
    // 编外 staff coming and going: counted apart from the 在编.
    await insertPerson(school, { ...out, entryMethod: 'OTHER', unitEntryDate: `${Y}-02-01` });
    await insertPerson(school, { ...out, personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: `${Y}-03-01` });
    // 编外 → 在编, 在编 → 编外, and 机关工勤 → 事业 (a type conversion: neither headcount changes).
    await converted(await insertPerson(school, filed), `${Y}-04-01`, ['OUT', null], ['IN', 'INST']);
    await converted(await insertPerson(school, out), `${Y}-05-01`, ['IN', 'INST'], ['OUT', null]);
    await converted(await insertPerson(school, filed), `${Y}-06-01`, ['IN', 'ORGAN_WORKER'], ['IN', 'INST']);
    // Joined as 编外 in February, converted in July: the arrival counts with the 编外 (as they stood that day), the conversion after.
    await converted(await insertPerson(school, { ...filed, entryMethod: 'OTHER', unitEntryDate: `${Y}-02-10` }), `${Y}-07-01`, ['OUT', null], ['IN', 'INST']);
    // The education bureau's own new hire.
    await insertPerson(zgUnit, { ...filed, estabType: 'ADMIN', postCategory: null, postLevel: null, entryMethod: 'OPEN_RECRUIT', unitEntryDate: `${Y}-09-01` });
  });

  it('counts 编制转换 into and out of the establishment and a type conversion apart, and the 编外 separately', async () => {
    const { status, json } = await statsAs('jc2', { year: Y });
    expect(status).toBe(200);
    const row = json.data.rows[0];
    expect(row.increase).toMatchObject({ estabConvert: 2, other: 0 });
    expect(row.decrease).toMatchObject({ estabConvert: 1, resign: 0 });
    expect(row).toMatchObject({ increaseTotal: 2, decreaseTotal: 1, net: 1, typeConverted: 1, outOfEstab: { increase: 3, decrease: 3, net: 0 } });
    expect(json.data.total).toMatchObject({ typeConverted: 1, outOfEstab: { increase: 3, decrease: 3, net: 0 } });
  });

  it("counts the competent authority's own staff for zg and rsj, not for another authority", async () => {
    const zg = (await statsAs('zg', { year: Y })).json.data;
    expect(rowOf(zg, zgUnit)?.increase.recruit).toBe(1);
    expect(zg.authorities.map((a) => a.id)).toContain(zgUnit);
    expect(rowOf((await statsAs('rsj', { year: Y })).json.data, zgUnit)?.increaseTotal).toBe(1);
    expect(rowOf((await statsAs('zg2', { year: Y })).json.data, zgUnit)).toBeUndefined();
    expect(rowOf((await statsAs('rsj', { year: Y, competentDeptId: zgUnit })).json.data, zgUnit)?.net).toBe(1);
  });
});
