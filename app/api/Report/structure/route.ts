import { reportStructure as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { personStructure } from '@/lib/server/services/reports/structure';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body }) => personStructure(db, user!, body.dimension, body.statDate));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
