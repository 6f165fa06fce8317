import { noticeSave as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { saveNotice } from '@/lib/server/services/noticePublishing';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => saveNotice(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
