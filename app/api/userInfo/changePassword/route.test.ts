import { POST } from './route';
import { POST as login } from '../../login/login/route';
import { POST as logout } from '../../login/logout/route';
import { POST as userInfo } from '../userInfo/route';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const change = (token: string, body: object) => call<{ revokedSessions: number }>(POST, '/userInfo/changePassword', { body, token });
const profile = (token: string) => call(userInfo, '/userInfo/userInfo', { body: {}, token });

describe('POST /api/userInfo/changePassword', () => {
  it('changes the password and ends every other session of the account, keeping the caller signed in', async () => {
    await createJcAccount('pw-user', JC_UNIT);
    const phone = await loginAs('pw-user', 'Start#2024x');
    const desk = await loginAs('pw-user', 'Start#2024x');
    const { json } = await change(desk, { oldPassword: 'Start#2024x', newPassword: 'Newpass#789' });
    expect(json).toMatchObject({ code: 200, data: { revokedSessions: 1 } });
    expect((await profile(desk)).status).toBe(200);
    expect((await profile(phone)).status).toBe(401);
    const again = await call(login, '/login/login', { body: { username: 'pw-user', password: 'Newpass#789' } });
    expect(again.json.code).toBe(200);
  });

  it('counts only the sessions still signed in: one signed out is not ended again', async () => {
    await createJcAccount('pw-out', JC_UNIT);
    const laptop = await loginAs('pw-out', 'Start#2024x');
    const phone = await loginAs('pw-out', 'Start#2024x');
    const desk = await loginAs('pw-out', 'Start#2024x');
    expect((await call(logout, '/login/logout', { body: {}, token: laptop })).status).toBe(200);
    const { json } = await change(desk, { oldPassword: 'Start#2024x', newPassword: 'Newpass#789' });
    expect(json).toMatchObject({ code: 200, data: { revokedSessions: 1 } });
    expect((await profile(phone)).status).toBe(401);
  });

  it('refuses a wrong old password (422 naming it) and breaks of the §5 rules (400)', async () => {
    const token = await loginAs('rsj');
    expect((await change(token, { oldPassword: 'nope123', newPassword: 'Newpass#789' })).json).toMatchObject({ code: 422, data: { field: 'oldPassword' } });
    expect((await change(token, { oldPassword: 'demo123', newPassword: '12345' })).json.msg).toMatch(/^newPassword: /);
    expect((await change(token, { oldPassword: 'demo123', newPassword: 'demo123' })).json.msg).toMatch(/^newPassword: 新密码不能与原密码相同/);
    expect((await change(token, { newPassword: 'Newpass#789' })).json.msg).toMatch(/^oldPassword/);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await call(POST, '/userInfo/changePassword', { body: { oldPassword: 'demo123', newPassword: 'x123456' } })).status).toBe(401);
  });
});
