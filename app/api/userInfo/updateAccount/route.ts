import { accountSave as contract } from '@/lib/contracts/userAdmin';
import { defineHandler } from '@/lib/server/http';
import { managerOf } from '@/lib/server/services/users/manager';
import { saveAccount } from '@/lib/server/services/users/write';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  const saved = await saveAccount(db, managerOf(user!), body);
  audit.detail = `${body.id ? '修改' : '创建'}账号 ${saved.username}（${saved.role}${saved.unitName ? `，${saved.unitName}` : ''}${saved.enabled ? '' : '，停用'}）`;
  return saved;
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
