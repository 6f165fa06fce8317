import { reportPostStructure as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { postStructure } from '@/lib/server/services/reports/postStructure';
import { pageRows } from '@/lib/server/services/reports/paging';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang }) => pageRows(await postStructure(db, user!, body, lang), body));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
