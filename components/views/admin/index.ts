import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** Admin's screens. */
export const adminViews: ViewMap = {
  'admin/adminIndex': lazyView(() => import('./AdminIndex')),
};
