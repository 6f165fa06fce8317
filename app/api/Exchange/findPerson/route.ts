import { exchangeFindPerson as contract } from '@/lib/contracts/exchange';
import { defineHandler } from '@/lib/server/http';
import { findPerson } from '@/lib/server/services/exchange';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, assertUnitInScope }) => {
  if (user!.role === 'zg') await assertUnitInScope(body.unitId);
  return findPerson(db, user!, body);
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
