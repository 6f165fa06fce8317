import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** 考核管理 (/yearcheckManage): the assessment workbench, the annual reports, rewards and punishments. */
export const yearcheckViews: ViewMap = {
  'yearcheck/yearcheck': lazyView(() => import('./YearCheckPage')),
  'yearcheck/yearcheckreport': lazyView(() => import('./YearCheckReportPage')),
  'yearcheck/rewardsPenalties': lazyView(() => import('./RewardPunishPage')),
};
