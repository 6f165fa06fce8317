import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { demoRoutes } from './demo';

/** Passes for the admin only: its flag passes every rule, and no other business role is named 'admin'. */
const ADMIN_ONLY: NonNullable<RouteMeta['roles']> = { role: ['admin'], mode: 'oneOf' };

const adminOnly = (r: RouteRecord): RouteRecord => ({ ...r, meta: { ...r.meta, roles: ADMIN_ONLY } });

/**
 * The business route tree with the template's demo section (spec §2.3) for the admin. A demo group whose
 * path the business tree already has ('/', '/setting') only adds the pages that group lacks. Every added
 * node is admin-only, so no other role receives a demo route; the demo rules below it name the mock roles
 * Admin and Editor, which the admin flag passes.
 */
export function withDemoRoutes(business: readonly RouteRecord[], demo: readonly RouteRecord[] = demoRoutes): RouteRecord[] {
  const merged = business.map((group) => {
    const twin = demo.find((d) => d.path === group.path);
    const have = new Set((group.children ?? []).map((c) => c.path));
    const extra = (twin?.children ?? []).filter((c) => !have.has(c.path)).map(adminOnly);
    return extra.length ? { ...group, children: [...(group.children ?? []), ...extra] } : group;
  });
  const paths = new Set(business.map((r) => r.path));
  return [...merged, ...demo.filter((d) => !paths.has(d.path)).map(adminOnly)];
}
