import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** 岗位设置 (/jobplanrecord): the unit's post setting filings, their history and the versions of its post plan. */
export const jobplanrecordViews: ViewMap = {
  'jobplanrecord/jobplanrecord1': lazy(() => import('./PostSettingPage')),
  'jobplanrecord/listPage': lazy(() => import('./PostSettingHistory')),
  'jobplanrecord/reportHis': lazy(() => import('./PlanHistory')),
};
