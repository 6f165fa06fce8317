import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The view registry: the server's component keys (data/routes) → lazily loaded views, one chunk
 * each. A key without a view renders NotAvailable. 'Layout' is the shell, handled by the router.
 */
const views: Record<string, LazyExoticComponent<ComponentType>> = {
  'index/index': lazy(() => import('./index/HomePage')),
};

export const NotAvailable = lazy(() => import('./error/NotAvailable'));

export function viewFor(key: string | undefined): LazyExoticComponent<ComponentType> {
  return (key && views[key]) || NotAvailable;
}
