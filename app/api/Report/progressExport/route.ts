import { reportProgressExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportProgress } from '@/lib/server/services/reports/progress';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportProgress(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
