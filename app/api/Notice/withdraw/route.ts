import { noticeWithdraw as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { withdrawNotice } from '@/lib/server/services/noticePublishing';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => withdrawNotice(db, user!, body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
