import { POST } from './route';
import { POST as login } from '../../login/login/route';
import { POST as userInfo } from '../userInfo/route';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const reset = async (user: string, body: object) => (await call(POST, '/userInfo/resetPassword', { body, token: await loginAs(user) })).json;
const signIn = async (username: string, password: string) => (await call(login, '/login/login', { body: { username, password }, ip: '10.4.4.4' })).json.code;

describe('POST /api/userInfo/resetPassword', () => {
  it('sets a new password and ends the sessions of the account', async () => {
    const account = await createJcAccount('reset-me', JC_UNIT);
    const token = await loginAs('reset-me', 'Start#2024x');
    expect((await reset('jc', { id: account.id, password: 'Fresh#4567y' })).code).toBe(200);
    expect(await signIn('reset-me', 'Start#2024x')).toBe(401);
    expect(await signIn('reset-me', 'Fresh#4567y')).toBe(200);
    expect((await call(userInfo, '/userInfo/userInfo', { body: {}, token })).status).toBe(401);
  });

  it('applies the password rules (400) and the scope of a unit (404 elsewhere, 403 for other roles)', async () => {
    const other = await createJcAccount('reset-other', JC2_UNIT);
    expect((await reset('admin', { id: other.id, password: '123' })).msg).toMatch(/^password: /);
    expect((await reset('jc', { id: other.id, password: 'Fresh#4567y' })).code).toBe(404);
    expect((await reset('rsj', { id: other.id, password: 'Fresh#4567y' })).code).toBe(403);
  });
});
