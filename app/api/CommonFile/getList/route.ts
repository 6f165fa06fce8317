import { commonFileList as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { listCommonFiles } from '@/lib/server/services/commonFiles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listCommonFiles(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
