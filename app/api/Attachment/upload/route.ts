import { attachmentUpload as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { uploadAttachment } from '@/lib/server/services/attachments';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadAttachment(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
