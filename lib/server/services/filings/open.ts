import 'server-only';
import { isReviewDecision } from '@/lib/domain/filing/reviewLock';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../session';
import { currentFindings } from './engine';
import { allowedActions, filingDetail, loadVisibleFiling } from './read';
import { openForReview } from './reviewLock';

/** Opens a filing's page: its current findings, and the review lock for a reviewer who may decide it now. */
export async function openFiling(db: Db, user: SessionUser, id: number, lang: 'zh' | 'en'): Promise<FilingDetail> {
  const filing = await loadVisibleFiling(db, user, id);
  const reviewLock = await openForReview(db, user, filing, allowedActions(user, filing).some(isReviewDecision));
  return filingDetail(db, user, filing, lang, await currentFindings(db, filing, lang), reviewLock);
}
