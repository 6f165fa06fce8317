import { filingCreate as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { createFiling } from '@/lib/server/services/filings/engine';

export const POST = defineHandler(contract, async ({ db, user, body, ip, lang }) => createFiling(db, user!, body, ip, lang));
