import { exchangeUnits as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { exchangeUnits } from '@/lib/server/services/exchange';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => exchangeUnits(db, user!, body?.internal ?? false));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
