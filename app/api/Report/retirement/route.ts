import { reportRetirement as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { retirementWarning } from '@/lib/server/services/reports/structure';
import { pageRetirement } from '@/lib/server/services/reports/paging';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => pageRetirement(await retirementWarning(db, user!), body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
