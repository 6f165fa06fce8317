import { lazyView } from '@/components/routing/lazyView';
import { queryClient } from '@/lib/client/queryClient';
import type { ViewMap } from '../registry';
import { prefetchPersonList } from './person/listQueries';

/** The unit's own screens (/company). */
export const companyViews: ViewMap = {
  'company/person': lazyView(() => import('./person/PersonList'), { prefetch: () => prefetchPersonList(queryClient) }),
};
