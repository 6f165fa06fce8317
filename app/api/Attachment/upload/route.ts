import { attachmentUpload as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { uploadAttachment } from '@/lib/server/services/attachments';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadAttachment(db, user!, body));
