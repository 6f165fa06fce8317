import { reportFilingExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportFilingSearch } from '@/lib/server/services/reports/filingSearch';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportFilingSearch(db, user!, body, lang, audit));
