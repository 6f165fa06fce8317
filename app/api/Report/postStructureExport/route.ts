import { reportPostStructureExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportPostStructure } from '@/lib/server/services/reports/postStructureExport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportPostStructure(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
