import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as structure } from './route';
import { POST as structureExport } from '../postStructureExport/route';
import { POST_HOLDING_STATUSES } from '@/lib/server/services/quota';
import { getDb } from '@/lib/server/db/client';
import { persons, unitPostPlanLines, unitPostPlans, units } from '@/lib/server/db/tables';
import { isWideScope } from '@/lib/server/services/reports/wideScope';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type SetHeld = { set: number; held: number };
type Figures = SetHeld & { vacant: number; excess: number };
type Row = {
  unitId: number; unitName: string; hasPlan: boolean; categories: Record<'MANAGE' | 'TECH' | 'WORKER', Figures>;
  techBands: Record<'high' | 'middle' | 'junior', SetHeld>; levels: Record<string, SetHeld>; dualPosts: number; deviates: boolean; deviations: string[];
};
type Result = { authorities: { id: number; name: string }[]; rows: Row[]; total: Row };
const structureAs = async (user: string, body: unknown = {}) => call<Result>(structure, '/Report/postStructure', { body, token: await loginAs(user) });

const SCHOOL = '湖州市吴兴区织里实验小学'; // jc2's
const MIDDLE_SCHOOL = '湖州市第一中学'; // jc's
const HOSPITAL = '湖州市中心医院'; // jc3's, under zg2
const PLAN = { M08: 1, M09: 2, T05: 1, T07: 2, T08: 1, T10: 3, T11: 2, T12: 2, W03: 1, W00: 1 };
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const name of [SCHOOL, MIDDLE_SCHOOL, HOSPITAL]) ids[name] = await unitIdOf(name);
  const db = await getDb();
  const school = ids[SCHOOL];
  // The school gets a plan of known counts and only the holders below: the demo's are set aside.
  await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, school));
  await db.update(unitPostPlans).set({ isCurrent: false }).where(eq(unitPostPlans.unitId, school));
  const [plan] = await db.insert(unitPostPlans).values({
    unitId: school, planVersion: 99, effectiveFrom: '2026-01-01', isCurrent: true, postTotal: 16, managePosts: 3, techPosts: 11, workerPosts: 2,
  }).returning({ id: unitPostPlans.id });
  await db.insert(unitPostPlanLines).values(Object.entries(PLAN).map(([postLevel, approvedCount]) => ({
    planId: plan.id, postLevel, approvedCount, postCategory: { M: 'MANAGE', T: 'TECH', W: 'WORKER' }[postLevel[0]]!,
  })));
  const hold = (postLevel: string, more: Partial<typeof persons.$inferInsert> = {}) => insertPerson(school, {
    recordStatus: 'FILED', postCategory: { M: 'MANAGE', T: 'TECH', W: 'WORKER' }[postLevel[0]], postLevel, ...more,
  });
  // A dual post: 八级职员 and 专业技术七级.
  await hold('M08', { dualPost: true, secondPostCategory: 'TECH', secondPostLevel: 'T07' });
  for (const level of ['M09', 'T07', 'T07', 'T08', 'T10', 'T10', 'T10', 'T11', 'T11', 'W03', 'W00', 'W00']) await hold(level);
  await hold('T12', { personStatus: 'LONG_SICK' }); // off post, still holding it
  // Neither a reduced person nor one not yet filed holds a post.
  await hold('T12', { personStatus: 'REDUCED' });
  await hold('T12', { recordStatus: 'DRAFT' });
  // The middle school loses its approved setting.
  await db.update(unitPostPlans).set({ isCurrent: false }).where(eq(unitPostPlans.unitId, ids[MIDDLE_SCHOOL]));
});

describe('POST /api/Report/postStructure', () => {
  it('sets each category by the current plan against its holders, a dual post at both its levels', async () => {
    const { status, json } = await structureAs('jc2');
    expect(status).toBe(200);
    expect(json.data.rows).toHaveLength(1);
    const row = json.data.rows[0];
    expect(row).toMatchObject({ unitId: ids[SCHOOL], hasPlan: true, dualPosts: 1 });
    expect(row.categories).toEqual({
      MANAGE: { set: 3, held: 2, vacant: 1, excess: 0 },
      TECH: { set: 11, held: 10, vacant: 1, excess: 0 },
      WORKER: { set: 2, held: 3, vacant: 0, excess: 1 },
    });
    expect(row.techBands).toEqual({ high: { set: 3, held: 3 }, middle: { set: 4, held: 4 }, junior: { set: 4, held: 3 } });
    expect(row.levels).toMatchObject({ T07: { set: 2, held: 3 }, T12: { set: 2, held: 1 }, W00: { set: 1, held: 2 } });
    expect(row.levels.M02).toBeUndefined(); // neither set nor held
    // Held 3:4:3 against 1:3:6.
    expect(row.deviates).toBe(true);
    expect(row.deviations).toContain('专业技术岗位 高级:中级:初级 为 3:4:3，偏离控制目标 1:3:6');
    expect(json.data.total).toMatchObject({ unitId: 0, dualPosts: 1, deviates: true });
    expect(json.data.total.categories.TECH).toEqual(row.categories.TECH);
  });

  it('answers the rule messages in English when asked', async () => {
    const { json } = await call<Result>(structure, '/Report/postStructure', { body: {}, token: await loginAs('jc2'), headers: { 'accept-language': 'en' } });
    expect(json.data.rows[0].deviations).toContain('Professional-technical senior:intermediate:junior is 3:4:3, off the target 1:3:6');
  });

  it('shows a unit without an approved setting with nothing set, every holder over', async () => {
    const { json } = await structureAs('jc');
    expect(json.data.rows.map((r) => r.unitId)).toEqual([ids[MIDDLE_SCHOOL]]);
    const row = json.data.rows[0];
    expect(row.hasPlan).toBe(false);
    const held = row.categories.MANAGE.held + row.categories.TECH.held + row.categories.WORKER.held;
    expect(held).toBeGreaterThan(0);
    for (const c of ['MANAGE', 'TECH', 'WORKER'] as const) expect(row.categories[c]).toMatchObject({ set: 0, vacant: 0, excess: row.categories[c].held });
  });

  it('keeps each caller to its scope: zg its units, rsj the region, narrowed to one authority when asked', async () => {
    const unitIds = async (user: string, body = {}) => (await structureAs(user, body)).json.data.rows.map((r) => r.unitId);
    const zg = await unitIds('zg');
    expect(zg).toEqual(expect.arrayContaining([ids[SCHOOL], ids[MIDDLE_SCHOOL]]));
    expect(zg).not.toContain(ids[HOSPITAL]);
    expect(await unitIds('zg2')).not.toContain(ids[SCHOOL]);
    const rsj = await structureAs('rsj');
    expect(rsj.json.data.rows.map((r) => r.unitId)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(rsj.json.data.total.dualPosts).toBe(rsj.json.data.rows.reduce((n, r) => n + r.dualPosts, 0));
    const [authority] = await (await getDb()).select({ id: units.competentDeptId }).from(units).where(eq(units.id, ids[HOSPITAL]));
    expect(rsj.json.data.authorities.map((a) => a.id)).toContain(authority.id);
    const narrowed = await unitIds('rsj', { competentDeptId: authority.id });
    expect(narrowed).toContain(ids[HOSPITAL]);
    expect(narrowed).not.toContain(ids[SCHOOL]);
  });

  it("gives a unit the same figures in a whole region's table (every unit's holders counted) as in its authority's (narrowed in the database)", async () => {
    const [{ all }] = await (await getDb()).select({ all: count() }).from(units).where(and(eq(units.deleted, false), eq(units.unitTier, 'BASE')));
    const rsj = (await structureAs('rsj')).json.data;
    const zg = (await structureAs('zg2')).json.data;
    expect([isWideScope(rsj.rows.length, all), isWideScope(zg.rows.length, all)]).toEqual([true, false]);
    expect(zg.rows.map((r) => r.unitId)).toContain(ids[HOSPITAL]);
    expect(zg.rows).toEqual(rsj.rows.filter((r) => zg.rows.some((z) => z.unitId === r.unitId)));
  });
});

describe('the partial index the holders are counted from (person_held_level_idx)', () => {
  it('holds the persons the report counts: filed, not deleted, holding a post (occupying, or awaiting arrival)', async () => {
    const { rows } = await (await getDb()).execute(sql`select indexdef from pg_indexes where indexname = 'person_held_level_idx'`) as unknown as { rows: { indexdef: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0].indexdef).toMatch(/\(unit_id, post_level, second_post_level\) WHERE .*deleted = false.*record_status.*'FILED'/);
    const listed = rows[0].indexdef.slice(rows[0].indexdef.indexOf('person_status'));
    expect([...listed.matchAll(/'(\w+)'/g)].map((m) => m[1]).sort()).toEqual([...POST_HOLDING_STATUSES].sort());
  });
});

describe('POST /api/Report/postStructureExport', () => {
  it('downloads the table, the total last, and the levels on a second sheet', async () => {
    const res = await structureExport(new Request('http://localhost/api/Report/postStructureExport', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await loginAs('jc2')}` }, body: '{}',
    }));
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const values = (sheet: ExcelJS.Worksheet) => (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    const table = values(book.worksheets[0]);
    expect(table[0]).toEqual(expect.arrayContaining(['单位', '岗位设置', '管理岗位', '专业技术岗位', '工勤技能岗位', '专技高级', '双肩挑人数', '比例偏离']));
    expect(table[2].slice(0, 14)).toEqual([SCHOOL, '已核准', 3, 2, 1, 0, 11, 10, 1, 0, 2, 3, 0, 1]);
    expect(table[2].slice(14, 21)).toEqual([3, 3, 4, 4, 4, 3, 1]);
    expect(String(table[2][21])).toMatch(/偏离控制目标 1:3:6/);
    expect(table.at(-1)?.[0]).toBe('合计');
    const detail = values(book.worksheets[1]);
    expect(book.worksheets[1].name).toBe('各等级明细');
    const t07 = detail[0].indexOf('专业技术七级');
    expect(detail[1][t07]).toBe('设置数');
    expect(detail[2][t07]).toBe(2);
    expect(detail[2][t07 + 1]).toBe(3);
  });
});
