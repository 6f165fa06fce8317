import { systemLogExport as contract } from '@/lib/contracts/systemLog';
import { defineHandler } from '@/lib/server/http';
import { exportSystemLog } from '@/lib/server/services/systemLog';

export const POST = defineHandler(contract, async ({ db, user, body, lang, audit }) => exportSystemLog(db, user!, body, lang, audit));
