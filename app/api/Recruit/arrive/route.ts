import { recruitArrive as contract } from '@/lib/contracts/recruit';
import { today } from '@/lib/domain/datetime';
import { defineHandler } from '@/lib/server/http';
import { arrive } from '@/lib/server/services/recruit/arrival';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, audit }) => {
  audit.detail = `personId=${body.personId} arrivalDate=${body.arrivalDate}`;
  return arrive(db, user!, body, today());
});
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
