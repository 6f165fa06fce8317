import { postPlanCurrent as contract } from '@/lib/contracts/postSetting';
import { defineHandler } from '@/lib/server/http';
import { postPlanContext } from '@/lib/server/services/postPlans';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => postPlanContext(db, user!, body.unitId));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
