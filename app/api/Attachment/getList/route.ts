import { attachmentList as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { listAttachments } from '@/lib/server/services/attachments';

export const POST = defineHandler(contract, async ({ db, user, body }) => listAttachments(db, user!, body.filingId));
