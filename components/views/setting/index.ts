import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** The /setting pages. */
export const settingViews: ViewMap = {
  'setting/systemLog': lazy(() => import('./SystemLog')),
};
