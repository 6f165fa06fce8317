import { noticePublishedList as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { listPublished } from '@/lib/server/services/noticePublishing';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listPublished(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
