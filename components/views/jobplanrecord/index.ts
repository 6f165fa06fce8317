import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** 岗位设置 (/jobplanrecord): the unit's post setting filings, their history and the versions of its post plan. */
export const jobplanrecordViews: ViewMap = {
  'jobplanrecord/jobplanrecord1': lazyView(() => import('./PostSettingPage')),
  'jobplanrecord/listPage': lazyView(() => import('./PostSettingHistory')),
  'jobplanrecord/reportHis': lazyView(() => import('./PlanHistory')),
};
