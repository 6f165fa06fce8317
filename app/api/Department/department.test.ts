import { eq } from 'drizzle-orm';
import { POST as getTree } from './getTree/route';
import { POST as getList } from './getList/route';
import { POST as doEdit } from './doEdit/route';
import { POST as move } from './move/route';
import { POST as merge } from './merge/route';
import { POST as revoke } from './revoke/route';
import { POST as login } from '../login/login/route';
import type { DepartmentFields, DepartmentItem } from '@/lib/contracts/department';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { filings, persons, reviewRecords, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type Page = { list: DepartmentItem[]; total: number };
let admin = '';
let education = 0;
let health = 0;
beforeAll(async () => {
  admin = await loginAs('admin');
  education = await unitIdOf('湖州市教育局');
  health = await unitIdOf('湖州市卫生健康委员会');
});

const uscc = (body: string) => body + usccCheckChar(body);
const fields = (over: Partial<DepartmentFields> = {}): DepartmentFields => ({
  unitName: '湖州市第二中学', uscc: uscc('12330500470199001'), unitCategory: 'PUBLIC_INST', instClass: 'PW1', unitRank: 'SEC_FULL',
  affiliation: '40', fundingForm: 'FULL', mainPostType: 'TECH', estabDocNo: '湖编〔2020〕8号', estabDocDate: '2020-05-01',
  contactName: '王老师', contactPhone: '0572-2123456', regionCode: '330500', isCompetentDept: false, competentDeptId: education, ...over,
});
const list = async (body: object, token = admin) => (await call<Page>(getList, '/Department/getList', { body, token })).json;
const save = async (body: object, token = admin) => (await call<{ id: number; version: number }>(doEdit, '/Department/doEdit', { body, token })).json;
const unitRow = async (id: number) => (await list({ keyword: '', pageSize: 200 })).data.list.find((u) => u.id === id)!;

async function pendingFiling(unitId: number): Promise<number> {
  const db = await getDb();
  const [f] = await db.insert(filings).values({
    filingType: 'UNIT_INFO', unitId, competentDeptId: education, regionCode: '330500', title: '单位信息上报', route: 'ZG_RSJ',
    status: 'PENDING_ZG', currentNode: 'ZG', contactName: '王老师', contactPhone: '0572-2123456',
  }).returning({ id: filings.id });
  return f.id;
}

describe('/api/Department reads', () => {
  it('lists every unit for admin with its region, authority and counts, paged', async () => {
    const { code, data } = await list({ pageNo: 1, pageSize: 2 });
    expect(code).toBe(200);
    expect(data.list).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(6);
    const school = (await list({ keyword: '第一中学' })).data.list[0];
    expect(school).toMatchObject({ competentDeptName: '湖州市教育局', regionName: '湖州市', unitStatus: 'NORMAL' });
    expect(school.personCount).toBeGreaterThan(0);
  });

  it('filters by competent authority, region and tier', async () => {
    const under = (await list({ competentDeptId: health })).data.list.map((u) => u.unitName);
    expect(under).toEqual(['湖州市卫生健康委员会', '湖州市中心医院']);
    expect((await list({ regionCode: '330502' })).data.list.every((u) => u.regionCode === '330502')).toBe(true);
    expect((await list({ unitTier: 'COMPETENT' })).data.list.every((u) => u.isCompetentDept)).toBe(true);
  });

  it('keeps zg to its own units and refuses jc', async () => {
    const zg = await loginAs('zg');
    const names = (await list({}, zg)).data.list.map((u) => u.unitName);
    expect(names).toEqual(expect.arrayContaining(['湖州市教育局', '湖州市第一中学']));
    expect(names).not.toContain('湖州市中心医院');
    const tree = await call<{ competents: { id: number }[] }>(getTree, '/Department/getTree', { body: {}, token: zg });
    expect(tree.json.data.competents.map((c) => c.id)).toEqual([education]);
    expect((await list({}, await loginAs('jc'))).code).toBe(403);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    expect((await list({ regionCode: '33' })).msg).toMatch(/^regionCode: /);
    expect((await list({ unitStatus: 'GONE' })).code).toBe(400);
  });
});

describe('/api/Department writes', () => {
  let created = 0;

  it('creates a unit under a competent authority', async () => {
    const res = await save({ unit: fields() });
    expect(res.code).toBe(200);
    created = res.data.id;
    expect(await unitRow(created)).toMatchObject({ unitTier: 'BASE', competentDeptName: '湖州市教育局', version: 1, personCount: 0 });
  });

  it('refuses anyone but admin with 403', async () => {
    for (const user of ['zg', 'rsj', 'jc']) expect((await save({ unit: fields({ unitName: '越权单位' }) }, await loginAs(user))).code).toBe(403);
  });

  it.each<[string, Partial<DepartmentFields> | object, RegExp]>([
    ['a missing name', { unitName: '' }, /^unit\.unitName: /],
    ['a wrong credit-code check character', { uscc: '12330500470199001X' }, /^unit\.uscc: .*校验位/],
    ['a base unit without an authority', { competentDeptId: null }, /^unit\.competentDeptId: /],
    ['an unknown category', { unitCategory: 'CLUB' }, /^unit\.unitCategory: /],
    ['a bad region', { regionCode: '33' }, /^unit\.regionCode: /],
  ])('refuses %s with 400 naming the field', async (_, over, msg) => {
    const res = await save({ unit: { ...fields(), ...over } });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(msg);
  });

  it.each<[string, Partial<DepartmentFields>, RegExp]>([
    ['a credit code in use', { unitName: '另一个单位' }, /信用代码已被其他单位使用/],
    ['a name in use in the region', { uscc: uscc('12330500470199002') }, /同名单位/],
    ['an authority that is not one', { unitName: '新单位', uscc: uscc('12330500470199003'), competentDeptId: 4 }, /不是正常状态的主管部门/],
    ['an unknown region', { unitName: '新单位', uscc: uscc('12330500470199003'), regionCode: '990000' }, /行政区划不存在/],
  ])('refuses %s with 422', async (_, over, msg) => {
    const res = await save({ unit: fields(over) });
    expect(res.code).toBe(422);
    expect(res.msg).toMatch(msg);
  });

  it('refuses an authority of a lower region', async () => {
    const county = await save({ unit: fields({ unitName: '吴兴区教育局', uscc: uscc('11330502002600001'), unitCategory: 'ADMIN_ORGAN', instClass: null, mainPostType: null, regionCode: '330502', isCompetentDept: true, competentDeptId: null }) });
    expect(county.code).toBe(200);
    const res = await save({ unit: fields({ unitName: '市属新单位', uscc: uscc('12330500470199004'), competentDeptId: county.data.id }) });
    expect(res).toMatchObject({ code: 422, msg: expect.stringMatching(/同区划或为其上级区划/) });
  });

  it("refuses a category the establishment of the unit's persons does not fit (R-BZ-04), and takes one it fits", async () => {
    const base = { unitName: '湖州市第三中学', uscc: uscc('12330500470199005') };
    const made = await save({ unit: fields(base) });
    await insertPerson(made.data.id, { name: '三中教师', recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: null, postLevel: null });
    const organ = await call(doEdit, '/Department/doEdit', {
      body: { id: made.data.id, version: made.data.version, unit: fields({ ...base, unitCategory: 'ADMIN_ORGAN', instClass: null, mainPostType: null }) }, token: admin,
    });
    expect([organ.status, organ.json.msg, organ.json.data]).toEqual([
      422, '该单位有 1 名事业编制在编人员，与新的单位类别不相容，请先办理编制转换', { field: 'unit.unitCategory' },
    ]);
    const other = await save({ id: made.data.id, version: made.data.version, unit: fields({ ...base, unitCategory: 'OTHER', instClass: null, mainPostType: null }) });
    expect(other).toMatchObject({ code: 200, data: { version: made.data.version + 1 } });
  });

  it('edits a unit with its version and refuses a stale one with 409', async () => {
    const res = await save({ id: created, version: 1, unit: fields({ shortName: '湖州二中', contactPhone: '13905720001' }) });
    expect(res).toMatchObject({ code: 200, data: { version: 2 } });
    expect((await save({ id: created, version: 1, unit: fields() })).code).toBe(409);
  });

  it('moves a unit under another authority, refusing a non-authority', async () => {
    const body = { id: created, version: 2, competentDeptId: health };
    expect((await call(move, '/Department/move', { body: { ...body, competentDeptId: created }, token: admin })).json.code).toBe(422);
    expect((await call(move, '/Department/move', { body, token: await loginAs('zg') })).json.code).toBe(403);
    const res = await call<{ version: number }>(move, '/Department/move', { body, token: admin });
    expect(res.json).toMatchObject({ code: 200, data: { version: 3 } });
    expect((await unitRow(created)).competentDeptName).toBe('湖州市卫生健康委员会');
  });

  it('refuses to revoke a unit with persons, or with a filing under review', async () => {
    const hospital = await unitRow(await unitIdOf('湖州市中心医院'));
    const res = await call(revoke, '/Department/revoke', { body: { id: hospital.id, version: hospital.version, reason: '机构改革' }, token: admin });
    expect(res.json).toMatchObject({ code: 422, msg: expect.stringMatching(/名在职人员/) });
    const filing = await pendingFiling(created);
    const pending = await call(revoke, '/Department/revoke', { body: { id: created, version: 3, reason: '机构改革' }, token: admin });
    expect(pending.json).toMatchObject({ code: 422, msg: expect.stringMatching(/正在审核中/) });
    const db = await getDb();
    await db.update(filings).set({ status: 'APPROVED' }).where(eq(filings.id, filing));
  });

  it('refuses to revoke without a reason (400), and to merge a competent authority with units (422)', async () => {
    expect((await call(revoke, '/Department/revoke', { body: { id: created, version: 3, reason: '' }, token: admin })).json.msg).toMatch(/^reason: /);
    const res = await call(merge, '/Department/merge', { body: { id: health, version: 1, targetId: education }, token: admin });
    expect(res.json).toMatchObject({ code: 422, msg: expect.stringMatching(/先将其改隶/) });
  });

  it('revokes an empty unit; it can no longer be edited', async () => {
    const res = await call(revoke, '/Department/revoke', { body: { id: created, version: 3, reason: '机构改革撤销' }, token: admin });
    expect(res.json).toMatchObject({ code: 200, data: { disabledAccounts: 0 } });
    expect((await unitRow(created)).unitStatus).toBe('REVOKED');
    expect((await save({ id: created, version: 4, unit: fields() })).code).toBe(422);
  });

  it('merges a unit into another in one go: persons move, drafts are voided, accounts are disabled and cannot sign in', async () => {
    const db = await getDb();
    const source = await unitIdOf('湖州市吴兴区织里实验小学');
    const target = await unitIdOf('湖州市第一中学');
    const person = await insertPerson(source);
    const review = await pendingFiling(source);
    const row = await unitRow(source);
    const refused = await call(merge, '/Department/merge', { body: { id: source, version: row.version, targetId: target }, token: admin });
    expect(refused.json).toMatchObject({ code: 422, msg: expect.stringMatching(/正在审核中/) });
    await db.update(filings).set({ status: 'DRAFT' }).where(eq(filings.id, review));
    expect((await call(merge, '/Department/merge', { body: { id: source, version: row.version, targetId: source }, token: admin })).json.code).toBe(422);

    const res = await call<{ movedPersons: number; voidedFilings: number; disabledAccounts: number }>(merge, '/Department/merge',
      { body: { id: source, version: row.version, targetId: target }, token: admin });
    expect(res.json.code).toBe(200);
    expect(res.json.data).toMatchObject({ movedPersons: row.personCount, voidedFilings: 1, disabledAccounts: 1 });
    const [moved] = await db.select({ unitId: persons.unitId }).from(persons).where(eq(persons.id, person));
    expect(moved.unitId).toBe(target);
    const [voided] = await db.select({ status: filings.status }).from(filings).where(eq(filings.id, review));
    expect(voided.status).toBe('VOID');
    expect((await db.select().from(reviewRecords).where(eq(reviewRecords.filingId, review)))[0]).toMatchObject({ action: 'VOID', fromStatus: 'DRAFT' });
    const [merged] = await db.select({ unitStatus: units.unitStatus }).from(units).where(eq(units.id, source));
    expect(merged.unitStatus).toBe('MERGED');
    const signIn = await call(login, '/login/login', { body: { username: 'jc2', password: 'demo123' }, ip: '10.3.3.3' });
    expect(signIn.status).toBe(403);
  });
});
