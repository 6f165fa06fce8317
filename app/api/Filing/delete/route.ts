import { filingDelete as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { deleteFiling } from '@/lib/server/services/filings/engine';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, ip }) => deleteFiling(db, user!, body, ip));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
