import { reportJobChangeSheetPdf as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { jobChangeSheetPdf } from '@/lib/server/services/reports/jobChangeSheetPdf';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => jobChangeSheetPdf(db, user!, body.filingId, lang, audit));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
