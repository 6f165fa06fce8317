import { reportAssessmentStatsExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportAssessmentStats } from '@/lib/server/services/reports/assessmentStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportAssessmentStats(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
