import { postPlanList as contract } from '@/lib/contracts/postSetting';
import { defineHandler } from '@/lib/server/http';
import { listPostPlans } from '@/lib/server/services/postPlans';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => listPostPlans(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
