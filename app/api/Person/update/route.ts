import { personUpdate as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { updatePerson } from '@/lib/server/services/persons/update';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => updatePerson(db, user!, body, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
