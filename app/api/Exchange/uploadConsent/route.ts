import { exchangeUploadConsent as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { uploadConsent } from '@/lib/server/services/exchange';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadConsent(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
