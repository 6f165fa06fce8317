import { attachmentDownload as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { downloadAttachment } from '@/lib/server/services/attachments';

export const POST = defineHandler(contract, async ({ db, user, body }) => downloadAttachment(db, user!, body.id));
