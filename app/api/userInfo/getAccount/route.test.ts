import { POST } from './route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC2_UNIT, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const get = async (user: string, id: unknown) => (await call<AccountItem>(POST, '/userInfo/getAccount', { body: { id }, token: await loginAs(user) })).json;

describe('POST /api/userInfo/getAccount', () => {
  it('gives a manager one account it manages, and 404 for one outside its unit', async () => {
    const mine = await createJcAccount('get-own', JC_UNIT);
    const theirs = await createJcAccount('get-other', JC2_UNIT);
    expect((await get('admin', theirs.id)).data).toMatchObject({ username: 'get-other', unitName: JC2_UNIT });
    expect((await get('jc', mine.id)).data).toMatchObject({ username: 'get-own', isSubAccount: true });
    expect((await get('jc', theirs.id)).code).toBe(404);
  });

  it("does not show a unit's main account itself or other main accounts", async () => {
    const all = await get('admin', 1);
    expect(all.code).toBe(200);
    expect((await get('jc', all.data.id)).code).toBe(404);
  });

  it('refuses other roles with 403 and a bad id with 400', async () => {
    expect((await get('zg', 1)).code).toBe(403);
    expect((await get('rsj', 1)).code).toBe(403);
    expect((await get('admin', -1)).msg).toMatch(/^id: /);
  });
});
