import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** The unit's own screens (/company). */
export const companyViews: ViewMap = {
  'company/person': lazy(() => import('./person/PersonList')),
};
