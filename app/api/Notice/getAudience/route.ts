import { noticeAudienceOptions as contract } from '@/lib/contracts/notice';
import { defineHandler } from '@/lib/server/http';
import { audienceOptions } from '@/lib/server/services/noticePublishing';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user }) => audienceOptions(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
