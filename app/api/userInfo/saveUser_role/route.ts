import { accountRole as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { managerOf } from '@/lib/server/services/users/manager';
import { setAccountRole } from '@/lib/server/services/users/write';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  const saved = await setAccountRole(db, managerOf(user!), body.id, body.roleId);
  audit.detail = `账号 ${saved.username} 的角色改为 ${saved.role}`;
  return saved;
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
