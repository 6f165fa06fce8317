import { reportRetirementExport as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { exportRetirement } from '@/lib/server/services/reports/structureExport';

export const POST = defineHandler(contract, ({ db, user, lang, audit }) => exportRetirement(db, user!, lang, audit));
