import { commonFileDelete as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { deleteCommonFile } from '@/lib/server/services/commonFiles';

export const POST = defineHandler(contract, async ({ db, user, body }) => deleteCommonFile(db, user!, body.id));
