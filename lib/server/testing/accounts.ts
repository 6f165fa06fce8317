import { eq, sql } from 'drizzle-orm';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { POST as saveAccount } from '@/app/api/userInfo/updateAccount/route';
import { getDb } from '../db/client';
import { regions, units, users } from '../db/schema';
import { call, loginAs } from './api';
import { unitIdOf } from './fixtures';
import { newUscc } from './unitAccounts';

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

/** Personnel bureaus of regions that do not hold the demo city's units, by the username of their rsj account. */
const OTHER_BUREAUS = {
  // One county of the demo city (德清县).
  rsjdq: {
    realName: '德清人社', unitName: '德清县人力资源和社会保障局', regionCode: '330521', unitRank: 'SEC_FULL', affiliation: '50',
    estabDocNo: '德编〔2019〕1号', contactName: '沈科长', contactPhone: '0572-8012345', region: null,
  },
  // Another city (杭州), with its region.
  rsjhz: {
    realName: '杭州人社', unitName: '杭州市人力资源和社会保障局', regionCode: '330100', unitRank: 'DIV_FULL', affiliation: '40',
    estabDocNo: '杭编〔2019〕1号', contactName: '王科长', contactPhone: '0571-8012345',
    region: { code: '330100', name: '杭州市', level: 'CITY', parentCode: '330000' },
  },
} as const;

/**
 * Adds one of OTHER_BUREAUS and its rsj account through the real endpoint (as admin), as if its owner had set the
 * password, and answers the account's token: a reviewer whose region leaves the demo units out, for scope tests.
 */
export async function signedInOtherBureau(username: keyof typeof OTHER_BUREAUS): Promise<string> {
  const { realName, region, ...unit } = OTHER_BUREAUS[username];
  const db = await getDb();
  if (region) await db.insert(regions).values(region).onConflictDoNothing();
  const [bureau] = await db.insert(units).values({
    ...unit, uscc: newUscc(`11${unit.regionCode}`), unitCategory: 'ADMIN_ORGAN', isCompetentDept: true, unitTier: 'RSJ_REGION',
    fundingForm: 'FULL', estabDocDate: '2019-01-01',
  }).returning({ id: units.id });
  const { json } = await call(saveAccount, '/userInfo/updateAccount', {
    token: await loginAs('admin'), body: { username, realName, role: 'rsj', unitId: bureau.id, password: ACCOUNT_PASSWORD },
  });
  if (json.code !== 200) throw new Error(`create ${username} failed: ${json.msg}`);
  await settlePassword(username);
  return loginAs(username, ACCOUNT_PASSWORD);
}
