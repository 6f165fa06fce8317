import { filingUpdate as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { updateFiling } from '@/lib/server/services/filings/engine';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, ip, lang }) => updateFiling(db, user!, body, ip, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
