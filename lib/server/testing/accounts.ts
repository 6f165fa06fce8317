import type { AccountItem } from '@/lib/contracts/userAdmin';
import { POST as saveAccount } from '@/app/api/userInfo/updateAccount/route';
import { call, loginAs } from './api';
import { unitIdOf } from './fixtures';

export const JC_UNIT = '湖州市第一中学';
export const JC2_UNIT = '湖州市吴兴区织里实验小学';

/** Creates a jc account for the named unit through the real endpoint, as admin; a sub-account unless told otherwise. */
export async function createJcAccount(username: string, unitName: string, extra: Record<string, unknown> = {}): Promise<AccountItem> {
  const { json } = await call<AccountItem>(saveAccount, '/userInfo/updateAccount', {
    token: await loginAs('admin'),
    body: { username, realName: '测试账号', role: 'jc', unitId: await unitIdOf(unitName), password: 'start123', isSubAccount: true, ...extra },
  });
  if (json.code !== 200) throw new Error(`create ${username} failed: ${json.msg}`);
  return json.data;
}
