import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** 统计报表 (/report). */
export const reportViews: ViewMap = {
  'report/comprehensiveSearch': lazyView(() => import('./ComprehensiveSearch')),
  'report/reportMainTongji': lazyView(() => import('./JobChangeSheetPage')),
  'report/reportScheduleSearch': lazyView(() => import('./ProgressView')),
  'report/scheduleView': lazyView(() => import('./ProgressView')),
};
