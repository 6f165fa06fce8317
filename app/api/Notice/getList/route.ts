import { noticeList as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { listNotices } from '@/lib/server/services/notices';

export const POST = defineHandler(contract, async ({ db, user, body }) => listNotices(db, user!, body));
