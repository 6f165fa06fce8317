import { noticeAudienceOptions as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { audienceOptions } from '@/lib/server/services/noticePublishing';

export const POST = defineHandler(contract, async ({ db, user }) => audienceOptions(db, user!));
