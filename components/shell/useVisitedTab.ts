import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '@/lib/client/stores/tabs';
import { useRouteMatches } from '@/components/routing/routeHandle';

/** Records the current page among the visited tabs (the tab bar itself comes later). */
export function useVisitedTab(): void {
  const { pathname, search } = useLocation();
  const matches = useRouteMatches();
  const addTab = useTabsStore((s) => s.addTab);
  const page = matches[matches.length - 1];
  const parent = matches.length > 1 ? matches[matches.length - 2] : undefined;
  useEffect(() => {
    if (!page?.handle.meta.title || page.pathname !== pathname) return;
    const { meta, name } = page.handle;
    addTab({
      path: pathname, query: search, params: page.params, name, parentIcon: parent?.handle.meta.icon,
      meta: { title: meta.title ?? '', icon: meta.icon, noClosable: meta.noClosable, dynamicNewTab: meta.dynamicNewTab },
    });
  }, [page, parent, pathname, search, addTab]);
}
