import { filingPrintPdf as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { printFilingPdf } from '@/lib/server/services/filings/print';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body, lang, audit }) => printFilingPdf(db, user!, body.id, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
