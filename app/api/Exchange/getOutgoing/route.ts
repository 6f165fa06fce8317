import { exchangeOutgoing as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { listOutgoing } from '@/lib/server/services/exchange';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listOutgoing(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
