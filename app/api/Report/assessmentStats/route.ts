import { reportAssessmentStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { assessmentStats } from '@/lib/server/services/reports/assessmentStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => assessmentStats(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
