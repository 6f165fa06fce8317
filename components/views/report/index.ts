import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** 统计报表 (/report). */
export const reportViews: ViewMap = {
  'report/comprehensiveSearch': lazy(() => import('./ComprehensiveSearch')),
  'report/reportMainTongji': lazy(() => import('./JobChangeSheetPage')),
  'report/reportScheduleSearch': lazy(() => import('./ProgressView')),
  'report/scheduleView': lazy(() => import('./ProgressView')),
};
