import { filingGet as contract } from '@/lib/contracts/filing';
import { defineHandler } from '@/lib/server/http';
import { filingDetail, loadVisibleFiling } from '@/lib/server/services/filings/read';

export const POST = defineHandler(contract, async ({ db, user, body, lang }) =>
  filingDetail(db, user!, await loadVisibleFiling(db, user!, body.id), lang));
