import { Activity, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { settings } from '@/lib/config/settings';
import { emptyCache, syncViews } from '@/lib/client/keepAlive';
import { progress } from '@/lib/client/progress';
import { useTabsStore } from '@/lib/client/stores/tabs';
import CachedView from './CachedView';
import { useCurrentPage } from './routeHandle';

/**
 * The views of the open tabs, kept alive (spec §2.4): each cached view renders its own frozen location inside an
 * `<Activity>`, hidden but holding its state while another tab is shown; at most `keepAliveMax`, least recently
 * used evicted first. A noKeepAlive page, or a redirect, renders on its own and is gone once left.
 */
export default function KeepAliveViews() {
  const { pathname, search } = useLocation();
  const page = useCurrentPage();
  const visited = useTabsStore((s) => s.visited);
  const reloads = useTabsStore((s) => s.reloads);
  const open = useMemo(() => new Set(visited.map((t) => t.key)), [visited]);
  const location = `${pathname}${search}`;
  const visit = useMemo(
    () => (page ? { key: page.key, location: page.location, keepAlive: !page.match.handle.meta.noKeepAlive } : null),
    [page],
  );

  const [cache, setCache] = useState(emptyCache);
  const views = syncViews(cache, visit, open, settings.keepAliveMax);
  // Derived during render, so a newly visited view mounts straight into its own Activity.
  if (views !== cache) setCache(views);

  useLayoutEffect(() => progress.start(), [location]);

  return (
    <>
      {views.views.map((v) => (
        <Activity key={v.key} mode={v.key === visit?.key ? 'visible' : 'hidden'}>
          <CachedView location={v.location} reload={reloads[v.key] ?? 0} />
        </Activity>
      ))}
      {!visit?.keepAlive && <CachedView key={visit?.key ?? location} location={location} reload={visit ? reloads[visit.key] ?? 0 : 0} />}
    </>
  );
}
