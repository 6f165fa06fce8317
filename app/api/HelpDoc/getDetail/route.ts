import { helpDocDetail as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { getHelpDoc } from '@/lib/server/services/helpDocs';

export const POST = defineHandler(contract, async ({ db, body }) => getHelpDoc(db, body.id));
