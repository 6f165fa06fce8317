import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** The recruitment screens (domain.md §2.5 ZPJH, GCCRC, ZPJG, FBGG); the section's review list is check/checklist. */
export const recruitViews: ViewMap = {
  'recruit/openRecruitmentPlan': lazyView(() => import('./OpenRecruitmentPlan')),
  'recruit/highleveltalent': lazyView(() => import('./HighLevelTalent')),
  'recruit/resultList': lazyView(() => import('./RecruitResultList')),
  'recruit/releaseNotice': lazyView(() => import('./ReleaseNotice')),
};
