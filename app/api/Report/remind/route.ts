import { reportRemind as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { remind } from '@/lib/server/services/reports/progress';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, audit }) => remind(db, user!, body, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
