import { reportStructureExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportStructure } from '@/lib/server/services/reports/structureExport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportStructure(db, user!, lang, audit, body.statDate));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
