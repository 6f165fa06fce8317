import { accountUnlock as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { managerOf } from '@/lib/server/services/users/manager';
import { unlockAccount } from '@/lib/server/services/users/write';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  const account = await unlockAccount(db, managerOf(user!), body.id);
  audit.detail = `解除账号 ${account.username} 的登录锁定`;
  return account;
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
