import { POST } from './route';
import { POST as userInfo } from '../userInfo/route';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { getDb } from '@/lib/server/db/client';
import { roles } from '@/lib/server/db/schema';
import { call, loginAs } from '@/lib/server/testing/api';
import { createJcAccount, JC_UNIT } from '@/lib/server/testing/accounts';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const roleIds = async () => new Map((await (await getDb()).select().from(roles)).map((r) => [r.code, r.id]));
const setRole = async (user: string, body: object) => (await call<AccountItem>(POST, '/userInfo/saveUser_role', { body, token: await loginAs(user) })).json;

describe('POST /api/userInfo/saveUser_role', () => {
  it("gives an account another role; the user's next profile carries it", async () => {
    const account = await createJcAccount('role-me', JC_UNIT);
    const ids = await roleIds();
    const made = await setRole('admin', { id: account.id, roleId: ids.get('admin') });
    expect(made.data).toMatchObject({ role: 'admin', unitId: null, isSubAccount: false });
    const token = await loginAs('role-me', 'Start#2024x');
    expect((await call<UserInfo>(userInfo, '/userInfo/userInfo', { body: {}, token })).json.data.roles).toEqual(['admin']);
  });

  it('refuses a role the unit does not suit, an unknown role and the caller itself', async () => {
    const account = await createJcAccount('role-bad', JC_UNIT);
    const ids = await roleIds();
    expect(await setRole('admin', { id: account.id, roleId: ids.get('rsj') })).toMatchObject({ code: 422, data: { field: 'unitId' } });
    expect(await setRole('admin', { id: account.id, roleId: 999 })).toMatchObject({ code: 422, data: { field: 'roleId' } });
    const admin = await loginAs('admin');
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()).uid as number;
    expect((await setRole('admin', { id: adminId, roleId: ids.get('jc') })).code).toBe(422);
  });

  it('is for admin only (403) and names a missing field (400)', async () => {
    const account = await createJcAccount('role-403', JC_UNIT);
    expect((await setRole('jc', { id: account.id, roleId: 1 })).code).toBe(403);
    expect((await setRole('zg', { id: account.id, roleId: 1 })).code).toBe(403);
    expect((await setRole('admin', { id: account.id })).msg).toMatch(/^roleId/);
  });
});
