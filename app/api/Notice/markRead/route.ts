import { noticeMarkRead as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { markNoticesRead } from '@/lib/server/services/notices';

export const POST = defineHandler(contract, async ({ db, user, body }) => markNoticesRead(db, user!, body));
