import { Suspense, useContext, useEffect, useState } from 'react';
import { useRoutes } from 'react-router';
import { progress } from '@/lib/client/progress';
import { reloadFailedViews, ViewLoadingContext } from './lazyView';
import PageLoading from './PageLoading';
import { RouteTreeContext } from './routeHandle';
import ViewErrorBoundary from './ViewErrorBoundary';

/**
 * Finishes the progress bar once the view is on screen at its location: its effect runs when the view shows or its
 * address changes, not while it stays hidden. A view whose chunk is still loading runs the bar again until it shows
 * (lazyView), its effect coming after this one.
 */
function ProgressDone({ location }: { location: string }) {
  useEffect(() => progress.done(), [location]);
  return null;
}

/**
 * One view rendered at its own location (`useRoutes(routes, location)`), so a hidden tab keeps seeing where it was.
 * A new `reload` number renders the view from scratch (refresh of the current view), its chunk loaded again if it
 * had failed.
 */
export default function CachedView({ location, reload }: { location: string; reload: number }) {
  const routes = useContext(RouteTreeContext);
  const [reloaded, setReloaded] = useState(reload);
  if (reloaded !== reload) {
    setReloaded(reload);
    reloadFailedViews();
  }
  const element = useRoutes(routes, location);
  return (
    <Suspense fallback={<PageLoading />}>
      <ProgressDone location={location} />
      <ViewLoadingContext value={undefined}>
        <ViewErrorBoundary key={reload}>{element}</ViewErrorBoundary>
      </ViewLoadingContext>
    </Suspense>
  );
}
