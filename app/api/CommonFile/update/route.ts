import { commonFileUpdate as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { updateCommonFile } from '@/lib/server/services/commonFiles';

export const POST = defineHandler(contract, async ({ db, user, body }) => updateCommonFile(db, user!, body));
