import { reportPersonExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportPersonSearch } from '@/lib/server/services/reports/personSearch';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportPersonSearch(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
