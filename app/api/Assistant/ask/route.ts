import { assistantAsk as contract } from '@/lib/contracts/assistant';
import { defineHandler } from '@/lib/server/http';
import { ask } from '@/lib/server/services/assistant';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, body, lang }) => ask(db, body, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
