import { createContext, useContext, useMemo } from 'react';
import { matchRoutes as matchRouteTree, useLocation, type RouteMatch, type RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/contracts/router';
import { tabKey } from '@/lib/client/tabs';

/** What every route object carries from its server record. */
export interface RouteHandle {
  meta: RouteMeta;
  /** The route's absolute path pattern, e.g. `/company/person`. */
  fullPath: string;
  redirect?: string;
  name?: string;
  /** A top-level group whose pages show inside the shell. */
  shell?: boolean;
}

export interface RouteMatchInfo {
  handle: RouteHandle;
  pathname: string;
  params: Record<string, string | undefined>;
}

/** The last matches of each route tree by pathname: the shell's parts all match the same location on a navigation. */
const matchCache = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
const MATCHES_KEPT = 64;

/**
 * React Router's matchRoutes, its answer kept per route tree and pathname. Each call flattens and ranks the whole
 * tree; the guard, the tabs, the breadcrumbs, the menus and the title each asked it for the same location.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = matchCache.get(routes);
  if (!byPath) matchCache.set(routes, (byPath = new Map()));
  if (byPath.has(pathname)) return byPath.get(pathname)!;
  const matches = matchRouteTree(routes, pathname);
  if (byPath.size >= MATCHES_KEPT) byPath.clear();
  byPath.set(pathname, matches);
  return matches;
}

/** The route objects the app renders, so the shell can match the location against them. */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export function matchHandles(routes: RouteObject[], pathname: string): RouteMatchInfo[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((m) =>
    m.route.handle ? [{ handle: m.route.handle as RouteHandle, pathname: m.pathname, params: m.params }] : [],
  );
}

/** The navigation state of the move from the login page to the recorded redirect (or home). */
export const AFTER_SIGN_IN = { afterSignIn: true } as const;

/**
 * The page a group's own address leads to (`/` → `/index`): the group's redirect, when the address matches the index
 * route that carries it (buildRoutes) and the redirect is an absolute path; else null.
 */
function groupRedirect(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  if (!leaf?.index || leaf.handle || matches.length < 2) return null;
  const redirect = (matches[matches.length - 2].route.handle as RouteHandle | undefined)?.redirect;
  return redirect?.startsWith('/') ? redirect : null;
}

/**
 * Where a user who has just signed in lands once their routes are loaded, or null to stay: the recorded redirect when
 * it is one of their pages, else home. The redirect may be the page the previous user left (logout records it), which
 * this user may not open: their route tree has only the catch-all for it, and that would end on a bare 404. A group's
 * address (home is `/`) goes straight on to its page, so the shell first renders where it stays rather than once at
 * the group and again at the page.
 */
export function signInLanding(routes: RouteObject[], pathname: string, state: unknown): string | null {
  if ((state as { afterSignIn?: unknown } | null)?.afterSignIn !== true) return null;
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  const target = !leaf || leaf.path === '*' ? '/' : pathname;
  const landing = groupRedirect(routes, target) ?? target;
  return landing === pathname ? null : landing;
}

/** True when the path shows inside the shell (a page of a top-level group, or the group's redirect). */
export const isShellPath = (routes: RouteObject[], pathname: string): boolean =>
  Boolean((matchRoutes(routes, pathname)?.[0]?.route.handle as RouteHandle | undefined)?.shell);

/** The page on screen: a titled leaf route, with the key of its tab and its concrete location. */
export interface CurrentPage {
  key: string;
  location: string;
  match: RouteMatchInfo;
  /** The first-level route above it. */
  top?: RouteMatchInfo;
}

export function currentPage(routes: RouteObject[], pathname: string, search: string): CurrentPage | null {
  const all = matchRoutes(routes, pathname) ?? [];
  const leaf = all[all.length - 1];
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!handle?.meta.title || leaf.route.children?.length) return null;
  const location = `${pathname}${search}`;
  const topRoute = all[0];
  return {
    key: tabKey(handle.fullPath, location, handle.meta.dynamicNewTab),
    location,
    match: { handle, pathname: leaf.pathname, params: leaf.params },
    top: topRoute !== leaf && topRoute.route.handle ? { handle: topRoute.route.handle as RouteHandle, pathname: topRoute.pathname, params: topRoute.params } : undefined,
  };
}

/** The matched routes of the current location that come from route records (outermost first). */
export function useRouteMatches(): RouteMatchInfo[] {
  const routes = useContext(RouteTreeContext);
  const { pathname } = useLocation();
  return useMemo(() => matchHandles(routes, pathname), [routes, pathname]);
}

/** The page on screen, or null while the location is a redirect. */
export function useCurrentPage(): CurrentPage | null {
  const routes = useContext(RouteTreeContext);
  const { pathname, search } = useLocation();
  return useMemo(() => currentPage(routes, pathname, search), [routes, pathname, search]);
}
