import { reportFlowStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { flowStats } from '@/lib/server/services/reports/flowStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => flowStats(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
