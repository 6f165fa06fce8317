import { helpDocList as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { listHelpDocs } from '@/lib/server/services/helpDocs';

export const POST = defineHandler(contract, async ({ db, body }) => listHelpDocs(db, body));
