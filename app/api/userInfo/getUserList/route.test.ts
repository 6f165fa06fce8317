import { POST } from './route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type Page = { list: AccountItem[]; total: number };
const list = async (user: string, body: object = {}, password?: string) =>
  (await call<Page>(POST, '/userInfo/getUserList', { body, token: await loginAs(user, password) })).json;

describe('POST /api/userInfo/getUserList', () => {
  beforeAll(async () => {
    await createJcAccount('list-sub1', JC_UNIT);
    await createJcAccount('list-sub2', JC2_UNIT, { enabled: false });
  });

  it('shows admin every account, newest first, with role, unit and status', async () => {
    const { code, data } = await list('admin', { pageSize: 50 });
    expect(code).toBe(200);
    expect(data.total).toBeGreaterThanOrEqual(9);
    expect(data.list[0]).toMatchObject({ username: 'list-sub2', role: 'jc', unitName: JC2_UNIT, enabled: false, locked: false, isSubAccount: true });
    expect(data.list.find((a) => a.username === 'admin')).toMatchObject({ role: 'admin', unitId: null });
  });

  it('filters by username or name, unit, role and status, and pages', async () => {
    expect((await list('admin', { username: 'LIST-sub' })).data.total).toBe(2);
    expect((await list('admin', { username: '李明华' })).data.list.map((a) => a.username)).toEqual(['jc']);
    const unit = await list('admin', { unitId: await unitIdOf(JC_UNIT) });
    expect(unit.data.list.map((a) => a.username).sort()).toEqual(['jc', 'list-sub1']);
    expect((await list('admin', { role: 'zg' })).data.list.map((a) => a.username).sort()).toEqual(['zg', 'zg2']);
    expect((await list('admin', { status: 'disabled' })).data.list.map((a) => a.username)).toEqual(['list-sub2']);
    const paged = await list('admin', { pageNo: 2, pageSize: 3 });
    expect(paged.data.list).toHaveLength(3);
    expect(paged.data.total).toBeGreaterThan(6);
  });

  it("shows a unit's main account only its own unit's sub-accounts", async () => {
    const { code, data } = await list('jc');
    expect(code).toBe(200);
    expect(data.list.map((a) => a.username)).toEqual(['list-sub1']);
    expect((await list('jc', { unitId: await unitIdOf(JC2_UNIT) })).data.total).toBe(0);
  });

  it('refuses other roles and sub-accounts with 403, bad filters with 400', async () => {
    expect((await list('zg')).code).toBe(403);
    expect((await list('rsj')).code).toBe(403);
    expect((await list('list-sub1', {}, 'Start#2024x')).code).toBe(403);
    const bad = await list('admin', { status: 'gone' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/^status: /);
    expect((await list('admin', { pageSize: 0 })).msg).toMatch(/^pageSize: /);
  });
});
