import { systemLogList as contract } from '@/lib/contracts/systemLog';
import { defineHandler } from '@/lib/server/http';
import { listSystemLog } from '@/lib/server/services/systemLog';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listSystemLog(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
