import { commonFileUpdate as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { updateCommonFile } from '@/lib/server/services/commonFiles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => updateCommonFile(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
