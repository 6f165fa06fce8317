import { reportRecruitStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { recruitStats } from '@/lib/server/services/reports/recruitStats';

export const POST = defineHandler(contract, ({ db, user, body }) => recruitStats(db, user!, body));
