import { Suspense, useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { afterLoginTarget, guardNavigation } from '@/lib/domain/routes';
import { settings } from '@/lib/config/settings';
import { withMessages } from '@/lib/client/i18n';
import { useRoutesStore } from '@/lib/client/stores/routes';
import { useUserStore } from '@/lib/client/stores/user';
import { buildRoutes, publicRoutes } from './buildRoutes';
import { lazyView, ViewLoadingContext } from './lazyView';
import PageLoading from './PageLoading';
import { AFTER_SIGN_IN, isShellPath, matchHandles, RouteTreeContext, signInLanding } from './routeHandle';
import RouteLoading from './RouteLoading';
import { usePageTitle } from './usePageTitle';
import ViewErrorBoundary from './ViewErrorBoundary';

/** The shell, with every module's messages: the screens inside it show them. */
const AppLayout = lazyView(withMessages(() => import('@/components/shell/AppLayout'), ['modules']));

/**
 * The shell, one element for good: a navigation inside it renders the shell's readers of the location (the view, the
 * menu, the tabs, the breadcrumbs), not the whole shell.
 */
const SHELL = <ViewErrorBoundary key="shell"><AppLayout /></ViewErrorBoundary>;

/**
 * Renders the location once the guard lets it through: a page of the route tree inside the shell (which keeps its
 * views alive), anything else (login, errors, the catch-all) on its own. A shell or page whose chunk fails shows the
 * error with its retry, as a view inside the shell does.
 */
function RouteView({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteTreeContext value={routes}>
      <Suspense fallback={<PageLoading fullScreen />}>
        <ViewLoadingContext value={<PageLoading fullScreen />}>
          {isShellPath(routes, pathname) ? SHELL : <ViewErrorBoundary key={pathname}>{element}</ViewErrorBoundary>}
        </ViewLoadingContext>
      </Suspense>
    </RouteTreeContext>
  );
}

/** The hash router's routes behind the navigation guard of spec §2.1, run on every location change. */
export default function AppRoutes() {
  const location = useLocation();
  const token = useUserStore((s) => s.token);
  const records = useRoutesStore((s) => s.routes);
  const loaded = useRoutesStore((s) => s.loaded);
  const routes = useMemo(() => [...publicRoutes, ...buildRoutes(records)], [records]);
  const matches = useMemo(() => matchHandles(routes, location.pathname), [routes, location.pathname]);
  usePageTitle(matches);

  const decision = guardNavigation({
    target: `${location.pathname}${location.search}`,
    hasToken: !settings.loginInterception || Boolean(token),
    routesLoaded: loaded,
    recordRoute: settings.recordRoute,
  });
  if (decision.kind === 'redirect') {
    // A signed-in user on /login goes to the recorded redirect, or home.
    const to = location.pathname === '/login' && decision.to === '/'
      ? afterLoginTarget(new URLSearchParams(location.search).get('redirect'))
      : decision.to;
    return <Navigate to={to} replace state={location.pathname === '/login' ? AFTER_SIGN_IN : undefined} />;
  }
  if (decision.kind === 'loadRoutes') return <ViewErrorBoundary key="routes"><RouteLoading /></ViewErrorBoundary>;
  const landing = signInLanding(routes, location.pathname, location.state);
  if (landing) return <Navigate to={landing} replace />;
  return <RouteView routes={routes} />;
}
