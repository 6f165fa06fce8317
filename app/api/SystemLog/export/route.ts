import { systemLogExport as contract } from '@/lib/contracts/systemLog';
import { defineHandler } from '@/lib/server/http';
import { exportSystemLog } from '@/lib/server/services/systemLog';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang, audit }) => exportSystemLog(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
