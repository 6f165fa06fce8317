import { personDelete as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { deletePerson } from '@/lib/server/services/persons/remove';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => deletePerson(db, user!, body, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
