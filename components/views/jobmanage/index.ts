import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** 岗位管理 (/jobmanage): the unit's posts and appointments, staff reductions and post changes. */
export const jobmanageViews: ViewMap = {
  'jobmanage/joblistmanage': lazy(() => import('./JobListPage')),
  'jobmanage/decrease': lazy(() => import('./DecreasePage')),
  'jobmanage/personStatus': lazy(() => import('./PersonStatusPage')),
  'jobmanage/reportpersonjob': lazy(() => import('./PostChangePage')),
};
