import { reportAssessmentStatsExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportAssessmentStats } from '@/lib/server/services/reports/assessmentStats';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportAssessmentStats(db, user!, body, lang, audit));
