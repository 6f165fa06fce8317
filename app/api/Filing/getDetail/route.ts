import { filingGet as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { openFiling } from '@/lib/server/services/filings/open';

export const POST = defineHandler(contract, async ({ db, user, body, lang }) => openFiling(db, user!, body.id, lang));
