import { codeLists as contract } from '@/lib/contracts/code';
import { defineHandler } from '@/lib/server/http';
import { codeLists } from '@/lib/server/services/codes';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, body }) => ({ lists: await codeLists(db, body?.lists) }));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
