import { filingCreate as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { createFiling } from '@/lib/server/services/filings/engine';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, ip, lang }) => createFiling(db, user!, body, ip, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
