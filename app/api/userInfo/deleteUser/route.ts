import { accountDelete as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { managerOf } from '@/lib/server/services/users/manager';
import { deleteAccount } from '@/lib/server/services/users/write';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  audit.detail = `删除账号 ${(await deleteAccount(db, managerOf(user!), body.id)).username}`;
  return null;
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
