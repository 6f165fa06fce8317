import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { activePathsOf, buildMenu, type MenuItem } from '@/lib/client/menu';
import { useRoutesStore } from '@/lib/client/stores/routes';
import { useRouteMatches } from '@/components/routing/routeHandle';

/** The menu items of the signed-in user, the active paths, and how to open an item. */
export function useMenu() {
  const routes = useRoutesStore((s) => s.routes);
  const items = useMemo(() => buildMenu(routes), [routes]);
  const matches = useRouteMatches();
  const active = useMemo(() => activePathsOf(matches.map((m) => m.handle)), [matches]);
  const navigate = useNavigate();
  const open = useCallback(
    (item: MenuItem) => {
      // An external path opens in this window or a new one (spec §2.4); an in-app path navigates.
      if (!item.external) navigate(item.path);
      else if (item.target === '_self') window.location.assign(item.path);
      else window.open(item.path, '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );
  return { items, active, open };
}
