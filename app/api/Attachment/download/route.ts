import { attachmentDownload as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { downloadAttachment } from '@/lib/server/services/attachments';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => downloadAttachment(db, user!, body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
