import { useEffect } from 'react';
import type { MenuItem } from '@/lib/client/menu';
import { preloadViews } from '@/components/routing/preload';

/** The views of the pages among `items`, and with `deep` of the pages in their subgroups too. */
export function pageViews(items: readonly MenuItem[], deep = false): string[] {
  return items.flatMap((item) => {
    if (item.children.length) return deep ? pageViews(item.children, true) : [];
    return item.component && !item.external ? [item.component] : [];
  });
}

/**
 * Loads ahead, when the browser is idle, the views of the pages among the menu entries on screen (`deep`: with those of
 * the subgroups shown under them), as a browser fetches the links in view: the entry then picked opens at once.
 */
export function usePreloadPages(items: readonly MenuItem[], deep = false): void {
  const keys = pageViews(items, deep).join('\n');
  useEffect(() => {
    if (keys) preloadViews(keys.split('\n'));
  }, [keys]);
}
