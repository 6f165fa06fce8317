import { reportProgressExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportProgress } from '@/lib/server/services/reports/progress';

export const POST = defineHandler(contract, ({ db, user, body, lang, audit }) => exportProgress(db, user!, body, lang, audit));
