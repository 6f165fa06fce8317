import { helpDocDownload as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { downloadHelpDocFile } from '@/lib/server/services/helpDocs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, body }) => downloadHelpDocFile(db, body.id, body.fileId, body.inline));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
