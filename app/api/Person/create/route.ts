import { personCreate as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { createPerson } from '@/lib/server/services/persons/create';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => createPerson(db, user!, body, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
