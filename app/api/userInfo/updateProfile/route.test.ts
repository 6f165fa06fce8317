import { POST } from './route';
import { POST as getProfile } from '../getProfile/route';
import { POST as userInfo } from '../userInfo/route';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

describe('POST /api/userInfo/updateProfile and /getProfile', () => {
  it("changes the caller's own name and mobile number", async () => {
    const token = await loginAs('zg2');
    const { json } = await call(POST, '/userInfo/updateProfile', { body: { realName: '孙晓燕', mobile: '13900002222' }, token });
    expect(json).toMatchObject({ code: 200, data: { username: 'zg2', realName: '孙晓燕', mobile: '13900002222' } });
    expect((await call(getProfile, '/userInfo/getProfile', { body: {}, token })).json.data).toEqual(json.data);
    const info = await call<UserInfo>(userInfo, '/userInfo/userInfo', { body: {}, token });
    expect(info.json.data.User.Personname).toBe('孙晓燕');
  });

  it('refuses an empty name and a bad mobile number with 400 naming the field, and a caller without a token', async () => {
    const token = await loginAs('zg2');
    expect((await call(POST, '/userInfo/updateProfile', { body: { realName: ' ', mobile: '' }, token })).json.msg).toMatch(/^realName: /);
    expect((await call(POST, '/userInfo/updateProfile', { body: { realName: '甲', mobile: '1390000' }, token })).json.msg).toMatch(/^mobile: /);
    expect((await call(POST, '/userInfo/updateProfile', { body: { realName: '甲', mobile: '' } })).status).toBe(401);
  });
});
