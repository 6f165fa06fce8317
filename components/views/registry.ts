import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ViewMap = Record<string, LazyExoticComponent<ComponentType>>;

/**
 * The view registry: the server's component keys (data/routes) → lazily loaded views, one chunk
 * each. Each module maps its own keys in `components/views/<module>/index.ts` and is listed here.
 * A key without a view renders NotAvailable. 'Layout' is the shell, handled by the router.
 */
const views: ViewMap = {
  'index/index': lazy(() => import('./index/HomePage')),
};

export const NotAvailable = lazy(() => import('./error/NotAvailable'));

export function viewFor(key: string | undefined): LazyExoticComponent<ComponentType> {
  return (key && views[key]) || NotAvailable;
}
