import { postPlanGet as contract } from '@/lib/contracts/postSetting';
import { defineHandler } from '@/lib/server/http';
import { getPostPlan } from '@/lib/server/services/postPlans';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => getPostPlan(db, user!, body.id));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
