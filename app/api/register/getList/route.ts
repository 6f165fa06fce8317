import { registrationList as contract } from '@/lib/contracts/register';
import { defineHandler } from '@/lib/server/http';
import { listRegistrations } from '@/lib/server/services/registration';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listRegistrations(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
