import { reportEstabUsage as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { estabUsage } from '@/lib/server/services/reports/estabUsage';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => estabUsage(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
