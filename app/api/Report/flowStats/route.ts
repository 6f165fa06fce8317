import { reportFlowStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { flowStats } from '@/lib/server/services/reports/flowStats';

export const POST = defineHandler(contract, ({ db, user, body }) => flowStats(db, user!, body));
