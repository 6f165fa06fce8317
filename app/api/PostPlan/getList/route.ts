import { postPlanList as contract } from '@/lib/contracts/postSetting';
import { defineHandler } from '@/lib/server/http';
import { listPostPlans } from '@/lib/server/services/postPlans';

export const POST = defineHandler(contract, async ({ db, user, body }) => listPostPlans(db, user!, body));
