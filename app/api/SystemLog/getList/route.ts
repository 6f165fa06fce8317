import { systemLogList as contract } from '@/lib/contracts/systemLog';
import { defineHandler } from '@/lib/server/http';
import { listSystemLog } from '@/lib/server/services/systemLog';

export const POST = defineHandler(contract, async ({ db, user, body }) => listSystemLog(db, user!, body));
