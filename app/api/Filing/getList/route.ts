import { filingList as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { listFilings } from '@/lib/server/services/filings/read';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang }) => listFilings(db, user!, body, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
