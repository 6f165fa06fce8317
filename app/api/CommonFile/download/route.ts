import { commonFileDownload as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { downloadCommonFile } from '@/lib/server/services/commonFiles';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, body }) => downloadCommonFile(db, body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
