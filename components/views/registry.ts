import type { ComponentType } from 'react';
import { lazyView, type LazyView } from '@/components/routing/lazyView';
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
import { loadModuleMessages, withModuleMessages } from './moduleMessages';

export type ViewMap = Record<string, ComponentType>;

/**
 * The view registry: the server's component keys (data/routes) → lazily loaded views, one chunk
 * each (lazyView: a chunk that fails or times out loads again on retry). Each module maps its own
 * keys in `components/views/<module>/index.ts` and is listed here.
 * A key without a view renders NotAvailable. 'Layout' is the shell, handled by the router.
 */
const HomePage = lazyView(() => import('./index/HomePage'));

/**
 * Loads the home view and the modules' messages ahead (while the sign-in form is filled in), so that home shows with
 * the shell's first render after sign-in.
 */
export const preloadHome = (): Promise<void> => Promise.all([HomePage.preload(), loadModuleMessages()]).then(() => undefined);

const views: ViewMap = {
  'index/index': HomePage,
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

/** Loads the chunk of the view `key` names ahead of its first render; nothing for a key without a view. */
export function preloadView(key: string): Promise<void> {
  const view = views[key] as Partial<LazyView<object>> | undefined;
  return view?.preload?.() ?? Promise.resolve();
}

const viewsWithMessages = new Map(Object.entries(views).map(([key, View]) => [key, withModuleMessages(View)]));

export function viewFor(key: string | undefined): ComponentType {
  return (key && viewsWithMessages.get(key)) || NotAvailable;
}
