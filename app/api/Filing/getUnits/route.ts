import { filingUnits as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { listFilingUnits } from '@/lib/server/services/filings/units';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => listFilingUnits(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
