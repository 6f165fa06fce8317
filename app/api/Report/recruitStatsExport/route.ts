import { reportRecruitStatsExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportRecruitStats } from '@/lib/server/services/reports/recruitStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportRecruitStats(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
