import { personRevealId as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { revealId } from '@/lib/server/services/persons/reveal';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => revealId(db, user!, body.id, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
