import { commonFileDelete as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { deleteCommonFile } from '@/lib/server/services/commonFiles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => deleteCommonFile(db, user!, body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
