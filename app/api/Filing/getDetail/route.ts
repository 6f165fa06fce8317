import { filingGet as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { openFiling } from '@/lib/server/services/filings/open';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang }) => openFiling(db, user!, body.id, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
