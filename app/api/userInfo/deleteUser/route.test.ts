import { POST } from './route';
import { POST as userInfo } from '../userInfo/route';
import { POST as save } from '../updateAccount/route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT, settlePassword } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const remove = async (user: string, id: unknown) => (await call(POST, '/userInfo/deleteUser', { body: { id }, token: await loginAs(user) })).json;

describe('POST /api/userInfo/deleteUser', () => {
  it('deletes an account and ends its sessions', async () => {
    const account = await createJcAccount('del-me', JC_UNIT);
    const token = await loginAs('del-me', 'Start#2024x');
    expect((await remove('admin', account.id)).code).toBe(200);
    expect((await call(userInfo, '/userInfo/userInfo', { body: {}, token })).status).toBe(401);
    expect((await remove('admin', account.id)).code).toBe(404);
  });

  it("lets a unit's main account delete its own sub-accounts only, and refuses other roles", async () => {
    const mine = await createJcAccount('jc-del-own', JC_UNIT);
    const theirs = await createJcAccount('jc-del-other', JC2_UNIT);
    expect((await remove('jc', theirs.id)).code).toBe(404);
    expect((await remove('jc', mine.id)).code).toBe(200);
    expect((await remove('zg', theirs.id)).code).toBe(403);
    expect((await remove('jc3', theirs.id)).code).toBe(404);
  });

  it('refuses a missing id with 400', async () => {
    const bad = await remove('jc', 'x');
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/^id: /);
  });

  it('never deletes the caller itself, so the last administrator stays', async () => {
    const second = (await call<AccountItem>(save, '/userInfo/updateAccount', {
      token: await loginAs('admin'), body: { username: 'admin2', realName: '二号管理员', role: 'admin', password: 'Start#2024x' },
    })).json.data;
    await settlePassword('admin2');
    const first = await loginAs('admin');
    const firstId = JSON.parse(Buffer.from(first.split('.')[1], 'base64url').toString()).uid as number;
    expect(await remove('admin', firstId)).toMatchObject({ code: 422, msg: '不能删除自己的账号' });
    expect((await call(POST, '/userInfo/deleteUser', { body: { id: firstId }, token: await loginAs('admin2', 'Start#2024x') })).json.code).toBe(200);
    const last = await call(POST, '/userInfo/deleteUser', { body: { id: second.id }, token: await loginAs('admin2', 'Start#2024x') });
    expect(last.json).toMatchObject({ code: 422, msg: '不能删除自己的账号' });
  });
});
