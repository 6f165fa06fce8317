import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** 考核管理 (/yearcheckManage): the assessment workbench, the annual reports, rewards and punishments. */
export const yearcheckViews: ViewMap = {
  'yearcheck/yearcheck': lazy(() => import('./YearCheckPage')),
  'yearcheck/yearcheckreport': lazy(() => import('./YearCheckReportPage')),
  'yearcheck/rewardsPenalties': lazy(() => import('./RewardPunishPage')),
};
