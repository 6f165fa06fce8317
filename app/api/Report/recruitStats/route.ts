import { reportRecruitStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { recruitStats } from '@/lib/server/services/reports/recruitStats';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => recruitStats(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
