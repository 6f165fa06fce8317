import { personExport as contract } from '@/lib/contracts/person';
import { defineHandler } from '@/lib/server/http';
import { exportPersons } from '@/lib/server/services/persons/excel/export';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang, audit, assertUnitInScope }) => {
  if (body.unitId) await assertUnitInScope(body.unitId);
  return exportPersons(db, user!, body, lang, audit);
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
