import { reportPostStructure as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { postStructure } from '@/lib/server/services/reports/postStructure';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang }) => postStructure(db, user!, body, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
