import { helpDocDelete as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { deleteHelpDoc } from '@/lib/server/services/helpDocs';

export const POST = defineHandler(contract, async ({ db, user, body }) => deleteHelpDoc(db, user!, body.id));
