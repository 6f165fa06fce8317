import { reportRetirement as contract } from '@/lib/contracts/report';
import { defineHandler } from '@/lib/server/http';
import { retirementWarning } from '@/lib/server/services/reports/structure';

export const POST = defineHandler(contract, ({ db, user }) => retirementWarning(db, user!));
