import { reportEstabUsageExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportEstabUsage } from '@/lib/server/services/reports/estabUsage';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportEstabUsage(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
