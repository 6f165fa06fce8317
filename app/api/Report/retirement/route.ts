import { reportRetirement as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { retirementWarning } from '@/lib/server/services/reports/structure';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user }) => retirementWarning(db, user!));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
