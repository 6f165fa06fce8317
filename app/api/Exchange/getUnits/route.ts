import { exchangeUnits as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { exchangeUnits } from '@/lib/server/services/exchange';

export const POST = defineHandler(contract, async ({ db, user }) => exchangeUnits(db, user!));
