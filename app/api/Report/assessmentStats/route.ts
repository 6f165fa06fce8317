import { reportAssessmentStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { assessmentStats } from '@/lib/server/services/reports/assessmentStats';

export const POST = defineHandler(contract, ({ db, user, body }) => assessmentStats(db, user!, body));
