import { reportRetirementExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportRetirement } from '@/lib/server/services/reports/structureExport';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, lang, audit }) => exportRetirement(db, user!, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
