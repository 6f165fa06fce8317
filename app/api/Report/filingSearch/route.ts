import { reportFilingSearch as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { searchFilings } from '@/lib/server/services/reports/filingSearch';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => searchFilings(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
