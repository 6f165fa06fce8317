import { useEffect } from 'react';
import { affixTabs } from '@/lib/client/tabs';
import { useRoutesStore } from '@/lib/client/stores/routes';
import { useTabsStore } from '@/lib/client/stores/tabs';
import { useCurrentPage } from '@/components/routing/routeHandle';

/** Keeps the not-closable pages among the tabs, and records the page on screen. */
export function useVisitedTab(): void {
  const page = useCurrentPage();
  const routes = useRoutesStore((s) => s.routes);
  const addTab = useTabsStore((s) => s.addTab);
  useEffect(() => {
    for (const tab of affixTabs(routes)) addTab(tab);
  }, [routes, addTab]);
  useEffect(() => {
    if (!page) return;
    const { meta, name } = page.match.handle;
    addTab({
      key: page.key, location: page.location, name, parentIcon: page.top?.handle.meta.icon,
      meta: { title: meta.title ?? '', icon: meta.icon, noClosable: meta.noClosable, dynamicNewTab: meta.dynamicNewTab, noKeepAlive: meta.noKeepAlive },
    });
  }, [page, addTab]);
}
