import { accountsBulkExpiry as contract } from '@/lib/contracts/unitAccounts';
import { defineHandler } from '@/lib/server/http';
import { bulkAction, expiryStep } from '@/lib/server/services/users/bulk';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, (ctx) => bulkAction(
  ctx.body.expireTime ? `设置到期日期 ${ctx.body.expireTime}` : '清除到期日期',
  (db, m) => expiryStep(db, m, ctx.body.expireTime),
)(ctx));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
