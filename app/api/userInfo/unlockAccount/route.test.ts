import { POST } from './route';
import { POST as login } from '../../login/login/route';
import { POST as list } from '../getUserList/route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const signIn = async (username: string, password: string) =>
  (await call(login, '/login/login', { body: { username, password }, ip: '10.5.5.5' })).json.code;
const unlock = async (user: string, id: number) => (await call<AccountItem>(POST, '/userInfo/unlockAccount', { body: { id }, token: await loginAs(user) })).json;

describe('POST /api/userInfo/unlockAccount', () => {
  it('shows a throttled account as locked, and after unlocking the next login works', async () => {
    const account = await createJcAccount('locked-out', JC_UNIT);
    for (let i = 0; i < 5; i++) expect(await signIn('locked-out', 'wrong-pass')).toBe(401);
    expect(await signIn('locked-out', 'Start#2024x')).toBe(429);
    const locked = await call<{ list: AccountItem[] }>(list, '/userInfo/getUserList', { body: { status: 'locked' }, token: await loginAs('admin') });
    expect(locked.json.data.list.map((a) => a.username)).toEqual(['locked-out']);
    const unlocked = await unlock('jc', account.id);
    expect(unlocked).toMatchObject({ code: 200, data: { locked: false } });
    expect(await signIn('locked-out', 'Start#2024x')).toBe(200);
  });

  it("refuses other units' accounts (404), other roles (403) and a bad id (400)", async () => {
    const other = await createJcAccount('unlock-other', JC2_UNIT);
    expect((await unlock('jc', other.id)).code).toBe(404);
    expect((await unlock('zg', other.id)).code).toBe(403);
    expect((await unlock('admin', 0)).msg).toMatch(/^id: /);
  });
});
