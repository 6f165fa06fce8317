import { helpDocDownload as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { downloadHelpDocFile } from '@/lib/server/services/helpDocs';

export const POST = defineHandler(contract, async ({ db, body }) => downloadHelpDocFile(db, body.id, body.fileId, body.inline));
