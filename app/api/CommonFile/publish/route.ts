import { commonFilePublish as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { publishCommonFile } from '@/lib/server/services/commonFiles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => publishCommonFile(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
