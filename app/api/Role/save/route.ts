import { roleSave as contract } from '@/lib/contracts/role';
import { defineHandler } from '@/lib/server/http';
import { saveRole } from '@/lib/server/services/roles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  const saved = await saveRole(db, user!.id, body);
  audit.detail = `角色 ${saved.code}：${saved.abilities.join(',')}；菜单 ${saved.menuIds.length} 项`;
  return saved;
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
