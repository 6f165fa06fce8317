import { personGet as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { loadVisiblePerson, personDetail } from '@/lib/server/services/persons/detail';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => {
  const { person, unit } = await loadVisiblePerson(db, user!, body.id);
  return personDetail(db, user!, person, unit);
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
