import { reportPersonSearch as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { searchPersons } from '@/lib/server/services/reports/personSearch';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => searchPersons(db, user!, body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
