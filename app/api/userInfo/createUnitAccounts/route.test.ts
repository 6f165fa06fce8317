import { count, desc, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST } from './route';
import { POST as plan } from '../planUnitAccounts/route';
import { POST as changePassword } from '../changePassword/route';
import { POST as userInfo } from '../userInfo/route';
import { POST as personList } from '../../Person/getList/route';
import type { UnitAccountsPlanReport } from '@/lib/contracts/unitAccounts';
import { getDb } from '@/lib/server/db/client';
import { roles, systemLog, users } from '@/lib/server/db/tables';
import { verifyPassword } from '@/lib/server/password';
import { createJcAccount, JC_UNIT } from '@/lib/server/testing/accounts';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertUnitWithoutAccount, retireUnit } from '@/lib/server/testing/unitAccounts';

withFreshDatabase();

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const u of ['admin', 'rsj', 'zg', 'jc']) tokens[u] = await loginAs(u);
});

const dryRun = (body: object, as = 'admin') => call<UnitAccountsPlanReport>(plan, '/userInfo/planUnitAccounts', { body, token: tokens[as] });

type Line = { unitName: string; uscc: string; role: string; username: string; password: string };

async function create(body: object, lang = 'zh-CN') {
  const { status, json, file } = await call(POST, '/userInfo/createUnitAccounts', { body, token: tokens.admin, headers: { 'accept-language': lang } });
  if (!file) return { status, json, lines: [] as Line[], clashes: [] as string[][], workbook: null };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const rows = (i: number) => (workbook.worksheets[i]?.getSheetValues() ?? []).slice(2).filter((r) => Array.isArray(r) && r.length > 2) as unknown[][];
  const lines = rows(0).map((r) => ({ unitName: String(r[1]), uscc: String(r[2]), role: String(r[3]), username: String(r[4]), password: String(r[5]) }));
  return { status, json, file, lines, clashes: rows(1).map((r) => r.slice(1).map(String)), workbook };
}

const counts = async () => {
  const db = await getDb();
  const [{ accounts }] = await db.select({ accounts: count() }).from(users);
  const [{ log }] = await db.select({ log: count() }).from(systemLog);
  return { accounts, log };
};

/** Every row of every table as text: a clear password must not be in any of them. */
async function databaseText(): Promise<string> {
  const db = await getDb();
  const rowsOf = async (q: string) => ((await db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'");
  const texts = await Promise.all(tables.map(async ({ name }) => (await rowsOf(`select t::text as row from "${String(name)}" t`)).map((r) => r.row).join('\n')));
  return texts.join('\n');
}

describe('POST /api/userInfo/planUnitAccounts and createUnitAccounts', () => {
  it('lists in a dry run the main account each unit without one would get, and writes nothing', async () => {
    const school = await insertUnitWithoutAccount('湖州市试点实验学校');
    const authority = await insertUnitWithoutAccount('湖州市试点主管局', true);
    const before = await counts();
    const { json } = await dryRun({ usernameRule: 'uscc' });
    expect(json.code).toBe(200);
    expect(json.data).toEqual({
      units: [
        { unitId: authority.id, unitName: authority.unitName, uscc: authority.uscc, role: 'zg', username: authority.uscc, clash: null },
        { unitId: school.id, unitName: school.unitName, uscc: school.uscc, role: 'jc', username: school.uscc, clash: null },
      ],
      creatable: 2, clashes: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('creates the accounts by credit code with hashed one-time passwords, answers them once as .xlsx and logs it without them', async () => {
    const before = await counts();
    const { status, lines, file } = await create({ usernameRule: 'uscc' });
    expect(status).toBe(200);
    expect(file!.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(file!.headers.get('cache-control')).toBe('no-store');
    expect(lines.map(({ unitName, role }) => [unitName, role])).toEqual([['湖州市试点主管局', '主管部门'], ['湖州市试点实验学校', '基层单位']]);
    const db = await getDb();
    for (const line of lines) {
      expect(line.username).toBe(line.uscc);
      expect(line.password).toMatch(/^.{12}$/);
      const [account] = await db.select({ hash: users.passwordHash, must: users.mustChangePassword, role: roles.code, isSub: users.isSubAccount })
        .from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.username, line.username));
      expect(account).toMatchObject({ must: true, role: line.role === '主管部门' ? 'zg' : 'jc', isSub: false });
      expect(account.hash).toMatch(/^\$2[aby]\$/);
      expect(await verifyPassword(line.password, account.hash)).toBe(true);
    }
    expect(lines[0].password).not.toBe(lines[1].password);
    const text = await databaseText();
    for (const line of lines) expect(text.includes(line.password)).toBe(false);
    expect((await counts()).accounts).toBe(before.accounts + 2);
    const log = await db.select().from(systemLog).where(like(systemLog.action, 'account.bulkCreate%')).orderBy(desc(systemLog.id));
    expect(log.map((l) => [l.action, l.type, l.result])).toEqual([['account.bulkCreateDownload', 'export', 'success'], ['account.bulkCreate', 'operation', 'success']]);
    expect(log[1].detail).toContain(`湖州市试点实验学校→${lines[1].username}`);
    expect(log[0].detail).toContain('2 个账号');
    // Nothing is left to create, and the list cannot be had again.
    const again = await create({ usernameRule: 'uscc' });
    expect(again.json).toMatchObject({ code: 422, data: { units: [], creatable: 0 } });
  });

  it('signs a created account in with its initial password and holds it to changing it', async () => {
    const unit = await insertUnitWithoutAccount('湖州市试点登录学校');
    const [line] = (await create({ usernameRule: 'prefix', prefix: 'login' })).lines;
    expect(line).toMatchObject({ unitName: unit.unitName, username: 'login0001' });
    const token = await loginAs(line.username, line.password);
    const info = await call<{ mustChangePassword: boolean }>(userInfo, '/userInfo/userInfo', { body: {}, token });
    expect(info.json.data.mustChangePassword).toBe(true);
    const refused = await call(personList, '/Person/getList', { body: { pageNo: 1, pageSize: 10 }, token });
    expect(refused.json).toMatchObject({ code: 403, data: { reason: 'mustChangePassword' } });
    const changed = await call(changePassword, '/userInfo/changePassword', { token, body: { oldPassword: line.password, newPassword: 'Own#Choice-2024' } });
    expect(changed.json.code).toBe(200);
    expect((await call(personList, '/Person/getList', { body: { pageNo: 1, pageSize: 10 }, token })).status).toBe(200);
  });

  it('reports a credit code taken as a username as a clash of that unit, and creates the others', async () => {
    const taken = await insertUnitWithoutAccount('湖州市试点冲突学校');
    const free = await insertUnitWithoutAccount('湖州市试点无冲突学校');
    await createJcAccount(taken.uscc.toLowerCase(), JC_UNIT);
    const { json } = await dryRun({ usernameRule: 'uscc' });
    expect(json.data.clashes).toBe(1);
    expect(json.data.units.find((u) => u.unitId === taken.id)!.clash).toEqual({
      message: `用户名 ${taken.uscc} 已被其他账号使用`, messageEn: `The username ${taken.uscc} is taken by another account`,
    });
    const made = await create({ usernameRule: 'uscc' }, 'en');
    expect(made.lines.map((l) => [l.unitName, l.role, l.username])).toEqual([[free.unitName, 'Base unit', free.uscc]]);
    expect(made.clashes).toEqual([[taken.unitName, taken.uscc, 'Base unit', taken.uscc, `The username ${taken.uscc} is taken by another account`]]);
    await retireUnit(taken.id);
  });

  it('numbers usernames by prefix, zero-padded, skipping those already taken', async () => {
    await createJcAccount('hz0001', JC_UNIT);
    const a = await insertUnitWithoutAccount('湖州市试点前缀甲校');
    const b = await insertUnitWithoutAccount('湖州市试点前缀乙校');
    const { json } = await dryRun({ usernameRule: 'prefix', prefix: 'hz' });
    expect(json.data.units.map((u) => [u.unitId, u.username, u.clash])).toEqual([[a.id, 'hz0002', null], [b.id, 'hz0003', null]]);
    const wide = await dryRun({ usernameRule: 'prefix', prefix: 'HZ', digits: 6, start: 7 });
    expect(wide.json.data.units.map((u) => u.username)).toEqual(['HZ000007', 'HZ000008']);
    expect((await create({ usernameRule: 'prefix', prefix: 'hz' })).lines.map((l) => l.username)).toEqual(['hz0002', 'hz0003']);
  });

  it('refuses a prefix rule without a prefix (400) and every role but admin (403)', async () => {
    expect((await dryRun({ usernameRule: 'prefix' })).json).toMatchObject({ code: 400, data: { field: 'prefix' } });
    expect((await dryRun({ usernameRule: 'name' })).json).toMatchObject({ code: 400, data: { field: 'usernameRule' } });
    for (const role of ['rsj', 'zg', 'jc']) {
      expect((await dryRun({ usernameRule: 'uscc' }, role)).status).toBe(403);
      const { status } = await call(POST, '/userInfo/createUnitAccounts', { body: { usernameRule: 'uscc' }, token: tokens[role] });
      expect(status).toBe(403);
    }
  });
});

