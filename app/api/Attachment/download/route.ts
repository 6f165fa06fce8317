import { attachmentDownload as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { downloadAttachment } from '@/lib/server/services/attachments';

export const GET = defineHandler(contract, async ({ db, user, query }) => downloadAttachment(db, user!, query.id));
