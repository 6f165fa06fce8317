import { commonFilePublish as contract } from '@/lib/contracts/commonFile';
import { defineHandler } from '@/lib/server/http';
import { publishCommonFile } from '@/lib/server/services/commonFiles';

export const POST = defineHandler(contract, async ({ db, user, body }) => publishCommonFile(db, user!, body));
