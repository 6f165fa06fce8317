import { reportRecruitStats as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { recruitStats } from '@/lib/server/services/reports/recruitStats';
import { pageRows } from '@/lib/server/services/reports/paging';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => pageRows(await recruitStats(db, user!, body), body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
