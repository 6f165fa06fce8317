import { exchangeOutgoing as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { listOutgoing } from '@/lib/server/services/exchange';

export const POST = defineHandler(contract, async ({ db, user, body }) => listOutgoing(db, user!, body));
