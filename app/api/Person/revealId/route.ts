import { personRevealId as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { revealId } from '@/lib/server/services/persons/reveal';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => revealId(db, user!, body.id, audit));
