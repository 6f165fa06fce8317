import { reportProgress as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { progress } from '@/lib/server/services/reports/progress';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => progress(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
