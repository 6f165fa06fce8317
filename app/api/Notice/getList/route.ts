import { noticeList as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { listNotices } from '@/lib/server/services/notices';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang }) => listNotices(db, user!, body, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
