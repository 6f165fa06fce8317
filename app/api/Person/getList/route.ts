import { personList as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { listPersons } from '@/lib/server/services/persons/list';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, assertUnitInScope }) => {
  if (body.unitId) await assertUnitInScope(body.unitId);
  return listPersons(db, user!, body);
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
