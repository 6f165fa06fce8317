import { helpDocDetail as contract } from '@/lib/contracts/helpDoc';
import { defineHandler } from '@/lib/server/http';
import { getHelpDoc } from '@/lib/server/services/helpDocs';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, body }) => getHelpDoc(db, body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
