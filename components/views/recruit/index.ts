import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** The recruitment screens (domain.md §2.5 ZPJH, GCCRC, ZPJG, FBGG); the section's review list is check/checklist. */
export const recruitViews: ViewMap = {
  'recruit/openRecruitmentPlan': lazy(() => import('./OpenRecruitmentPlan')),
  'recruit/highleveltalent': lazy(() => import('./HighLevelTalent')),
  'recruit/resultList': lazy(() => import('./RecruitResultList')),
  'recruit/releaseNotice': lazy(() => import('./ReleaseNotice')),
};
