import { helpDocList as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { listHelpDocs } from '@/lib/server/services/helpDocs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, body }) => listHelpDocs(db, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
