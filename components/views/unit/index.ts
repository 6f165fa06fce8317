import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** The unit's own pages (/company): its information and its basic-information filings. */
export const unitViews: ViewMap = {
  'company/companyview': lazyView(() => import('./CompanyView')),
  'company/baseInforeport': lazyView(() => import('./BaseInfoReport')),
};
