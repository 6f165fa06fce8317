import { helpDocUpload as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { uploadHelpDocFile } from '@/lib/server/services/helpDocs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadHelpDocFile(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
