import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** 岗位管理 (/jobmanage): the unit's posts and appointments, staff reductions and post changes. */
export const jobmanageViews: ViewMap = {
  'jobmanage/joblistmanage': lazyView(() => import('./JobListPage')),
  'jobmanage/decrease': lazyView(() => import('./DecreasePage')),
  'jobmanage/personStatus': lazyView(() => import('./PersonStatusPage')),
  'jobmanage/reportpersonjob': lazyView(() => import('./PostChangePage')),
};
