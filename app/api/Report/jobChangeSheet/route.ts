import { reportJobChangeSheet as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { jobChangeSheet } from '@/lib/server/services/reports/jobChangeSheet';

export const POST = defineHandler(contract, ({ db, user, body, lang }) => jobChangeSheet(db, user!, body.filingId, lang));
