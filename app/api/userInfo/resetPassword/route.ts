import { accountResetPassword as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { managerOf } from '@/lib/server/services/users/manager';
import { resetPassword } from '@/lib/server/services/users/write';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  audit.detail = `重置账号 ${(await resetPassword(db, managerOf(user!), body.id, body.password)).username} 的密码`;
  return null;
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
