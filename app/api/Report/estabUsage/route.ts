import { reportEstabUsage as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { estabUsage } from '@/lib/server/services/reports/estabUsage';
import { pageEstabUsage } from '@/lib/server/services/reports/paging';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => pageEstabUsage(await estabUsage(db, user!, body), body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
