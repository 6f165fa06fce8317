import { reportJobChangeSheet as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { jobChangeSheet } from '@/lib/server/services/reports/jobChangeSheet';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, ({ db, user, body, lang }) => jobChangeSheet(db, user!, body.filingId, lang));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
