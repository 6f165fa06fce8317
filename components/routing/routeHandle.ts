import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/contracts/router';

/** What every route object carries from its server record. */
export interface RouteHandle {
  meta: RouteMeta;
  /** The route's absolute path pattern, e.g. `/company/person`. */
  fullPath: string;
  redirect?: string;
  name?: string;
}

export interface RouteMatchInfo {
  handle: RouteHandle;
  pathname: string;
  params: Record<string, string | undefined>;
}

/** The route objects the app renders, so the shell can match the location against them. */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export function matchHandles(routes: RouteObject[], pathname: string): RouteMatchInfo[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((m) =>
    m.route.handle ? [{ handle: m.route.handle as RouteHandle, pathname: m.pathname, params: m.params }] : [],
  );
}

/** The matched routes of the current location that come from route records (outermost first). */
export function useRouteMatches(): RouteMatchInfo[] {
  const routes = useContext(RouteTreeContext);
  const { pathname } = useLocation();
  return useMemo(() => matchHandles(routes, pathname), [routes, pathname]);
}
