import { noticeMarkRead as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { markNoticesRead } from '@/lib/server/services/notices';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => markNoticesRead(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
