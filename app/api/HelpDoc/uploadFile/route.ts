import { helpDocUpload as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { uploadHelpDocFile } from '@/lib/server/services/helpDocs';

export const POST = defineHandler(contract, async ({ db, user, body }) => uploadHelpDocFile(db, user!, body));
