import { attachmentList as contract } from '@/lib/contracts/attachment';
import { defineHandler } from '@/lib/server/http';
import { listAttachments } from '@/lib/server/services/attachments';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listAttachments(db, user!, body.filingId));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
