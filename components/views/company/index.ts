import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** The unit's own screens (/company). */
export const companyViews: ViewMap = {
  'company/person': lazyView(() => import('./person/PersonList')),
};
