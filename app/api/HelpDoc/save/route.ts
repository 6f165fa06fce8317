import { helpDocSave as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { saveHelpDoc } from '@/lib/server/services/helpDocs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => saveHelpDoc(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
