import { eq, sql } from 'drizzle-orm';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { POST as saveAccount } from '@/app/api/userInfo/updateAccount/route';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { call, loginAs } from './api';
import { unitIdOf } from './fixtures';

/** A password the policy accepts, for accounts the tests create. */
export const ACCOUNT_PASSWORD = 'Start#2024x';

export const JC_UNIT = '湖州市第一中学';
export const JC2_UNIT = '湖州市吴兴区织里实验小学';

/** Creates a jc account for the named unit through the real endpoint, as admin; a sub-account unless told otherwise. */
export async function createJcAccount(username: string, unitName: string, extra: Record<string, unknown> = {}): Promise<AccountItem> {
  const { json } = await call<AccountItem>(saveAccount, '/userInfo/updateAccount', {
    token: await loginAs('admin'),
    body: { username, realName: '测试账号', role: 'jc', unitId: await unitIdOf(unitName), password: ACCOUNT_PASSWORD, isSubAccount: true, ...extra },
  });
  if (json.code !== 200) throw new Error(`create ${username} failed: ${json.msg}`);
  return json.data;
}

/** As if the owner had changed the password an administrator set: the account is no longer held to the change. */
export async function settlePassword(username: string): Promise<void> {
  await (await getDb()).update(users).set({ mustChangePassword: false }).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
}
