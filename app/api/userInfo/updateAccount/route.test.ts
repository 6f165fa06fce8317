import { POST } from './route';
import { POST as login } from '../../login/login/route';
import { POST as userInfo } from '../userInfo/route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const save = async (user: string, body: object) => (await call<AccountItem>(POST, '/userInfo/updateAccount', { body, token: await loginAs(user) })).json;
const signIn = async (username: string, password: string) =>
  (await call<{ token: string }>(login, '/login/login', { body: { username, password }, ip: '10.3.3.3' })).json;

describe('POST /api/userInfo/updateAccount', () => {
  it('creates a jc account for a unit; the new user signs in and sees the unit', async () => {
    const created = await save('admin', { username: 'yz-clerk', realName: '王小明', mobile: '13800001111', role: 'jc', unitId: await unitIdOf(JC_UNIT), password: 'Start#2024x' });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ username: 'yz-clerk', role: 'jc', unitName: JC_UNIT, enabled: true, isSubAccount: false, version: 1 });
    const { data } = await signIn('yz-clerk', 'Start#2024x');
    const info = (await call<UserInfo>(userInfo, '/userInfo/userInfo', { body: {}, token: data.token })).json.data;
    expect(info.roles).toEqual(['jc']);
    expect(info.User).toMatchObject({ CompanyName: JC_UNIT, Personname: '王小明', IsSubNumber: '0' });
  });

  it('edits an account with its version, refuses a stale version with 409, and a disabled account cannot sign in', async () => {
    const account = await createJcAccount('edit-me', JC_UNIT);
    const body = { id: account.id, version: account.version, username: 'edit-me', realName: '改名', role: 'jc', unitId: account.unitId, enabled: false };
    const edited = await save('admin', body);
    expect(edited.data).toMatchObject({ realName: '改名', enabled: false, version: 2 });
    expect((await save('admin', body)).code).toBe(409);
    expect((await signIn('edit-me', 'Start#2024x')).code).toBe(403);
    expect((await save('admin', { ...body, version: 2, enabled: true })).data.enabled).toBe(true);
    expect((await signIn('edit-me', 'Start#2024x')).code).toBe(200);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const base = { username: 'ok-name', realName: '甲', role: 'jc', unitId: await unitIdOf(JC_UNIT), password: 'Start#2024x' };
    expect((await save('admin', { ...base, password: undefined })).msg).toMatch(/^password: /);
    expect((await save('admin', { ...base, password: '12345' })).msg).toMatch(/^password: /);
    expect((await save('admin', { ...base, username: 'a b' })).msg).toMatch(/^username: /);
    expect((await save('admin', { ...base, mobile: '2380000111' })).msg).toMatch(/^mobile: /);
    expect((await save('admin', { ...base, role: 'boss' })).code).toBe(400);
  });

  it('refuses a taken username, a missing unit and a unit that does not suit the role', async () => {
    const dup = await save('admin', { username: 'JC2', realName: '甲', role: 'jc', unitId: await unitIdOf(JC_UNIT), password: 'Start#2024x' });
    expect(dup).toMatchObject({ code: 422, data: { field: 'username' } });
    expect((await save('admin', { username: 'no-unit', realName: '甲', role: 'jc', password: 'Start#2024x' })).data).toEqual({ field: 'unitId' });
    const zgAtSchool = await save('admin', { username: 'zg-x', realName: '甲', role: 'zg', unitId: await unitIdOf(JC_UNIT), password: 'Start#2024x' });
    expect(zgAtSchool).toMatchObject({ code: 422, msg: '主管部门账号须属于主管部门单位' });
  });

  it("lets a unit's main account create sub-accounts of its own unit only", async () => {
    const own = await save('jc', { username: 'jc-sub-a', realName: '乙', role: 'jc', password: 'Start#2024x' });
    expect(own.data).toMatchObject({ unitName: JC_UNIT, isSubAccount: true, role: 'jc' });
    const other = await save('jc', { username: 'jc-sub-b', realName: '乙', role: 'jc', unitId: await unitIdOf(JC2_UNIT), password: 'Start#2024x' });
    expect(other.code).toBe(403);
    expect((await save('jc', { username: 'jc-admin', realName: '乙', role: 'admin', password: 'Start#2024x' })).code).toBe(403);
    const jc2Sub = await createJcAccount('jc2-sub', JC2_UNIT);
    const edit = await save('jc', { id: jc2Sub.id, version: 1, username: 'jc2-sub', realName: '丙', role: 'jc', enabled: false });
    expect(edit.code).toBe(404);
  });

  it('refuses other roles with 403, and never lets an admin disable itself', async () => {
    expect((await save('zg', { username: 'x-zg', realName: '甲', role: 'jc', password: 'Start#2024x' })).code).toBe(403);
    expect((await save('rsj', { username: 'x-rsj', realName: '甲', role: 'jc', password: 'Start#2024x' })).code).toBe(403);
    const token = await loginAs('admin');
    const me = (await call<{ list: AccountItem[] }>((await import('../getUserList/route')).POST, '/userInfo/getUserList', { body: { username: 'admin', role: 'admin' }, token }))
      .json.data.list[0];
    const self = await save('admin', { id: me.id, version: me.version, username: 'admin', realName: me.realName, role: 'admin', enabled: false });
    expect(self.code).toBe(422);
  });
});
