import { reportFlowStatsExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportFlowStats } from '@/lib/server/services/reports/flowStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportFlowStats(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
