import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** The unit's own pages (/company): its information and its basic-information filings. */
export const unitViews: ViewMap = {
  'company/companyview': lazy(() => import('./CompanyView')),
  'company/baseInforeport': lazy(() => import('./BaseInfoReport')),
};
