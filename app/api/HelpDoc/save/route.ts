import { helpDocSave as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { saveHelpDoc } from '@/lib/server/services/helpDocs';

export const POST = defineHandler(contract, async ({ db, user, body }) => saveHelpDoc(db, user!, body));
