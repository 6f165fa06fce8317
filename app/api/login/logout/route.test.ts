import { POST } from './route';
import { POST as userInfo } from '../../userInfo/userInfo/route';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

describe('POST /api/login/logout', () => {
  it('revokes the session of the token, leaving other sessions alone', async () => {
    const first = await loginAs('zg');
    const second = await loginAs('zg');
    expect((await call(POST, '/login/logout', { body: {}, token: first })).json).toEqual({ code: 200, msg: 'success', data: null });
    expect((await call(userInfo, '/userInfo/userInfo', { body: {}, token: first })).status).toBe(401);
    expect((await call(userInfo, '/userInfo/userInfo', { body: {}, token: second })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await call(POST, '/login/logout', { body: {} })).status).toBe(401);
  });
});
