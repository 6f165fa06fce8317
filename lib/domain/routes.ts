import { can, type Grants, type Rule } from './access';

/** The minimal shape of a server route record the transforms need. */
export interface RouteNode {
  path: string;
  redirect?: string;
  meta: { roles?: Rule; hidden?: boolean; title?: string };
  children?: RouteNode[];
}

export const PUBLIC_PATHS = ['/login', '/register', '/callback', '/403', '/404'] as const;
export const CATCH_ALL = '*';

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** Keeps the routes the grants allow (role control on, mode not 'visit'; spec §2.1). */
export function filterRoutes<T extends RouteNode>(routes: readonly T[], grants: Grants): T[] {
  return routes
    .filter((r) => can(grants, r.meta.roles))
    .map((r) => (r.children ? { ...r, children: filterRoutes(r.children as T[], grants) } : r));
}

/** Appends a redirect to /404 unless the list already ends with a catch-all (spec §2.1). */
export function withCatchAll<T extends RouteNode>(routes: readonly T[], notFound: T): T[] {
  const last = routes[routes.length - 1];
  return last && (last.path === CATCH_ALL || last.path === '/:pathMatch(.*)*') ? [...routes] : [...routes, notFound];
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadRoutes' };

export interface GuardInput {
  /** Target path with its query string, e.g. `/company/person?x=1`. */
  target: string;
  hasToken: boolean;
  routesLoaded: boolean;
  recordRoute: boolean;
}

/** The navigation guard of spec §2.1 as a pure decision. */
export function guardNavigation({ target, hasToken, routesLoaded, recordRoute }: GuardInput): GuardDecision {
  const path = target.split('?')[0] || '/';
  if (!hasToken) {
    if (isPublicPath(path)) return { kind: 'allow' };
    if (recordRoute && path !== '/') return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(target)}` };
    return { kind: 'redirect', to: '/login' };
  }
  if (path === '/login') return { kind: 'redirect', to: '/' };
  if (!routesLoaded) return { kind: 'loadRoutes' };
  return { kind: 'allow' };
}

/** Where to go after login: the recorded redirect when it is an in-app path, else home. */
export function afterLoginTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/';
  return redirect;
}
