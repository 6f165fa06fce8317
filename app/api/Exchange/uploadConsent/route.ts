import { exchangeUploadConsent as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { uploadConsent } from '@/lib/server/services/exchange';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadConsent(db, user!, body));
