import { assessmentRoster as contract } from '@/lib/contracts/assessment';
import { defineHandler } from '@/lib/server/http';
import { assessmentRoster } from '@/lib/server/services/assessment';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => assessmentRoster(db, user!, body.year));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
