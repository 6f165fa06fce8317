import { POST } from './route';
import { POST as changePassword } from '../changePassword/route';
import { POST as userInfo } from '../userInfo/route';
import { POST as personList } from '../../Person/getList/route';
import { POST as logout } from '../../login/logout/route';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const info = (token: string) => call<{ mustChangePassword: boolean; User: { LoginId: number } }>(userInfo, '/userInfo/userInfo', { body: {}, token });
const persons = (token: string, headers: Record<string, string> = {}) =>
  call(personList, '/Person/getList', { body: { pageNo: 1, pageSize: 10 }, token, headers });

describe('a password an administrator set must be changed by its owner', () => {
  it('holds the account to userInfo and the password change after a reset, and lets it through once changed', async () => {
    const account = await createJcAccount('forced-user', JC_UNIT);
    expect((await call(POST, '/userInfo/resetPassword', { token: await loginAs('admin'), body: { id: account.id, password: 'Fresh#4567y' } })).json.code).toBe(200);
    const token = await loginAs('forced-user', 'Fresh#4567y');
    expect((await info(token)).json.data.mustChangePassword).toBe(true);
    const refused = await persons(token);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 403, data: { reason: 'mustChangePassword' } });
    expect(refused.json.msg).toMatch(/^管理员设置或重置的密码须由本人修改/);
    expect((await persons(token, { 'accept-language': 'en' })).json.msg).toMatch(/^A password set by an administrator must be changed/);
    const changed = await call(changePassword, '/userInfo/changePassword', { token, body: { oldPassword: 'Fresh#4567y', newPassword: 'Own#Choice-2024' } });
    expect(changed.json.code).toBe(200);
    expect((await info(token)).json.data.mustChangePassword).toBe(false);
    expect((await persons(token)).status).toBe(200);
  });

  it('holds a new account an administrator created, and still lets it sign out', async () => {
    await createJcAccount('forced-new', JC_UNIT);
    const token = await loginAs('forced-new', 'Start#2024x');
    expect((await persons(token)).status).toBe(403);
    expect((await call(logout, '/login/logout', { body: {}, token })).json.code).toBe(200);
  });

  it('does not hold a demo account or an administrator who resets their own password', async () => {
    expect((await info(await loginAs('jc'))).json.data.mustChangePassword).toBe(false);
    const admin = await loginAs('admin');
    const me = (await info(admin)).json.data;
    expect(me.mustChangePassword).toBe(false);
    expect((await call(POST, '/userInfo/resetPassword', { token: admin, body: { id: me.User.LoginId, password: 'Own#Keeper-2024' } })).json.code).toBe(200);
    expect((await info(admin)).json.data.mustChangePassword).toBe(false);
    expect((await persons(admin)).status).toBe(200);
  });
});
