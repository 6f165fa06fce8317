import { reportFilingExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportFilingSearch } from '@/lib/server/services/reports/filingSearch';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportFilingSearch(db, user!, body, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
