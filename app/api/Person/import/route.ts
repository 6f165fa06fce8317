import { personImport as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { importPersons } from '@/lib/server/services/persons/excel/import';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang, audit }) => importPersons(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
