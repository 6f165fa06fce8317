import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** Admin's screens. */
export const adminViews: ViewMap = {
  'admin/adminIndex': lazy(() => import('./AdminIndex')),
};
