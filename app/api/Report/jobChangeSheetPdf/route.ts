import { reportJobChangeSheetPdf as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { jobChangeSheetPdf } from '@/lib/server/services/reports/jobChangeSheetPdf';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => jobChangeSheetPdf(db, user!, body.filingId, lang, audit));
