import { can, type Grants, type Rule } from './access';

/** The minimal shape of a server route record the transforms need. */
export interface RouteNode {
  path: string;
  component?: string;
  redirect?: string;
  meta: { roles?: Rule; guard?: Rule | readonly string[]; hidden?: boolean; title?: string };
  children?: RouteNode[];
}

export const PUBLIC_PATHS = ['/login', '/register', '/callback', '/renewal', '/403', '/404'] as const;
export const CATCH_ALL = '*';

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** Whether the grants open a route: its `roles` and its `guard` (spec §2.3), each an access rule, must both pass. */
export function canOpen(grants: Grants, meta: RouteNode['meta']): boolean {
  return can(grants, meta.roles) && can(grants, meta.guard);
}

/** Keeps the routes the grants allow (role control on, mode not 'visit'; spec §2.1). */
export function filterRoutes<T extends RouteNode>(routes: readonly T[], grants: Grants): T[] {
  return routes
    .filter((r) => canOpen(grants, r.meta))
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

/** The roles of the business (domain.md): the units, their competent authorities, the personnel bureau. */
const BUSINESS_ROLES: readonly string[] = ['jc', 'zg', 'rsj'];

/**
 * Work of some business roles the administrator does not share: a rule opening a route to some, not all, of the business
 * roles and to no one else (a base unit's own pages, the reviewers' queues and lists, the authority's internal moves). A
 * rule naming every business role is a section all of them work in; one naming the admin, or an ability, is not this.
 */
function isOthersWork(meta: RouteNode['meta']): boolean {
  const rule = meta.roles;
  const named = rule?.role ?? [];
  return Boolean(rule && !rule.ability?.length && (rule.mode ?? 'oneOf') === 'oneOf' && named.length > 0
    && named.every((r) => BUSINESS_ROLES.includes(r)) && !BUSINESS_ROLES.every((r) => named.includes(r)));
}

/**
 * The routes without the work of roles the administrator does not hold, for the admin: its flag passes every rule, but
 * those pages need the caller's unit, or a reviewer's place in the review route, and would only refuse it. A group left
 * with none of its pages goes too.
 */
export function withoutOthersWork<T extends RouteNode>(routes: readonly T[], base = ''): T[] {
  return withoutNodes(routes, (r) => isOthersWork(r.meta), base);
}

/** The routes without the pages of the given views (a page a user may not use is not its route: 404, not 403). */
export function withoutViews<T extends RouteNode>(routes: readonly T[], views: readonly string[]): T[] {
  return withoutNodes(routes, (r) => Boolean(r.component && views.includes(r.component)));
}

/** The routes without the nodes `out` picks; a group's redirect to a page left out moves to its first page left. */
function withoutNodes<T extends RouteNode>(routes: readonly T[], out: (r: T) => boolean, base = ''): T[] {
  return routes
    .filter((r) => !out(r))
    .flatMap((r) => {
      if (!r.children) return [r];
      const path = absolute(base, r.path);
      const children = withoutNodes(r.children as T[], out, path);
      if (r.children.length && !children.length) return [];
      const redirect = r.redirect && leftOut(r.redirect, r.children, children, path) ? firstOpenPage(children, path) ?? r.redirect : r.redirect;
      return [{ ...r, children, ...(redirect ? { redirect } : {}) }];
    });
}

const absolute = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Every page path under the nodes, absolute. */
function pathsUnder(nodes: readonly RouteNode[], base: string): string[] {
  return nodes.flatMap((n) => [absolute(base, n.path), ...pathsUnder(n.children ?? [], absolute(base, n.path))]);
}

/** Whether a redirect names a page (or a page under one) that was left out. */
function leftOut(redirect: string, before: readonly RouteNode[], after: readonly RouteNode[], base: string): boolean {
  const kept = new Set(pathsUnder(after, base));
  return pathsUnder(before, base).some((p) => !kept.has(p) && (redirect === p || redirect.startsWith(`${p}/`)));
}

/** The first page a menu would open under the nodes: shown, and without a path parameter. */
function firstOpenPage(nodes: readonly RouteNode[], base: string): string | undefined {
  for (const n of nodes) {
    const path = absolute(base, n.path);
    const found = n.children?.length ? firstOpenPage(n.children, path) : !n.meta.hidden && !path.includes(':') ? path : undefined;
    if (found) return found;
  }
  return undefined;
}
