import { commonFileList as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { listCommonFiles } from '@/lib/server/services/commonFiles';

export const POST = defineHandler(contract, async ({ db, user, body }) => listCommonFiles(db, user!, body));
