import { filingUnits as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { listFilingUnits } from '@/lib/server/services/filings/units';

export const POST = defineHandler(contract, async ({ db, user }) => listFilingUnits(db, user!));
