import type { ComponentType } from 'react';
import { lazyView } from '@/components/routing/lazyView';
import { adminViews } from './admin';
import { checkViews } from './check';
import { companyViews } from './company';
import { demoViews } from './demo';
import { identityViews } from './identity';
import { yearcheckViews } from './yearcheck';
import { exchangeViews } from './exchange';
import { jobmanageViews } from './jobmanage';
import { jobplanrecordViews } from './jobplanrecord';
import { helpViews } from './help';
import { recruitViews } from './recruit';
import { reportViews } from './report';
import { settingViews } from './setting';
import { unitViews } from './unit';

export type ViewMap = Record<string, ComponentType>;

/**
 * The view registry: the server's component keys (data/routes) → lazily loaded views, one chunk
 * each (lazyView: a chunk that fails or times out loads again on retry). Each module maps its own
 * keys in `components/views/<module>/index.ts` and is listed here.
 * A key without a view renders NotAvailable. 'Layout' is the shell, handled by the router.
 */
const views: ViewMap = {
  'index/index': lazyView(() => import('./index/HomePage')),
  'index/workbench': lazyView(() => import('./index/Workbench')),
  ...checkViews,
  ...companyViews,
  ...unitViews,
  ...settingViews,
  ...adminViews,
  ...helpViews,
  ...demoViews,
  ...recruitViews,
  ...jobplanrecordViews,
  ...identityViews,
  ...yearcheckViews,
  ...jobmanageViews,
  ...exchangeViews,
  ...reportViews,
};

export const NotAvailable = lazyView(() => import('./error/NotAvailable'));

export function viewFor(key: string | undefined): ComponentType {
  return (key && views[key]) || NotAvailable;
}
