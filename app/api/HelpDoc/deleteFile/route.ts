import { helpDocDeleteFile as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { deleteHelpDocFile } from '@/lib/server/services/helpDocs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => deleteHelpDocFile(db, user!, body.id, body.fileId));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
