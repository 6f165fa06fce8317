import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { businessRoutes } from './business';
import { demoRoutes } from './demo';
import { menuLink } from './links';
import { joinPath } from '@/lib/domain/menuTree';

/** Passes for the admin only: its flag passes every rule, and no other business role is named 'admin'. */
const ADMIN_ONLY: NonNullable<RouteMeta['roles']> = { role: ['admin'], mode: 'oneOf' };

const adminOnly = (r: RouteRecord): RouteRecord => ({ ...r, meta: { ...r.meta, roles: ADMIN_ONLY } });


/** The name of the admin's collapsed menu group that links to each demo section. */
export const TEMPLATE_DEMOS = 'TemplateDemos';

/** What the demo tree adds to the business tree: pages for a group it already has, and groups of its own. */
function demoAdditions(business: readonly RouteRecord[], demo: readonly RouteRecord[]) {
  const extras = new Map<string, RouteRecord[]>();
  for (const group of business) {
    const have = new Set((group.children ?? []).map((c) => c.path));
    const extra = (demo.find((d) => d.path === group.path)?.children ?? []).filter((c) => !have.has(c.path));
    if (extra.length) extras.set(group.path, extra);
  }
  const paths = new Set(business.map((r) => r.path));
  return { extras, groups: demo.filter((d) => !paths.has(d.path)) };
}

/** The 模板示例 group: one link per demo section (a page added to a business group, or a demo group). */
function templateDemosGroup(extras: ReadonlyMap<string, RouteRecord[]>, groups: readonly RouteRecord[]): RouteRecord[] {
  const sections = [
    ...[...extras].flatMap(([base, pages]) => pages.map((p) => ({ node: p, target: joinPath(base, p.path) }))),
    ...groups.map((g) => ({ node: g, target: g.path })),
  ].filter(({ node }) => node.name && !/^https?:/.test(node.path));
  const children = sections.map(({ node, target }) => {
    const path = target.replace(/^\//, '');
    return menuLink(path, `${TEMPLATE_DEMOS}${node.name}`, target, node.meta.title ?? path, node.meta.icon ?? 'apps-2-line');
  });
  // Nothing to show, no group: an empty group would offer a menu entry leading nowhere.
  if (!children.length) return [];
  return [{
    path: '/templateDemos', name: TEMPLATE_DEMOS, component: 'Layout', redirect: `/templateDemos/${children[0].path}`,
    meta: { title: '模板示例', icon: 'apps-2-line', roles: ADMIN_ONLY }, children,
  }];
}

/**
 * The business route tree with the template's demo section (spec §2.3) for the admin. A demo group whose
 * path the business tree already has ('/', '/setting') only adds the pages that group lacks. Every added
 * node is admin-only, so no other role receives a demo route; the demo rules below it name the mock roles
 * Admin and Editor, which the admin flag passes. The sections keep their paths; the menu offers them through
 * one 模板示例 group of links (data/routes/links.ts), shown only when the setting turns it on (withTemplateDemosHidden).
 */
export function withDemoRoutes(business: readonly RouteRecord[], demo: readonly RouteRecord[] = demoRoutes): RouteRecord[] {
  const { extras, groups } = demoAdditions(business, demo);
  const merged = business.map((group) => {
    const extra = extras.get(group.path)?.map(adminOnly);
    return extra ? { ...group, children: [...(group.children ?? []), ...extra] } : group;
  });
  return [...merged, ...groups.map(adminOnly), ...templateDemosGroup(extras, groups)];
}

function demoNames(business: readonly RouteRecord[], demo: readonly RouteRecord[]): Set<string> {
  const { extras, groups } = demoAdditions(business, demo);
  const top = [...[...extras.values()].flat(), ...groups].map((r) => r.name).filter((n): n is string => Boolean(n));
  return new Set([...top, TEMPLATE_DEMOS]);
}

/**
 * The tree with the demo section and its 模板示例 group (known by their route names) out of the menu, for a server whose
 * TEMPLATE_DEMOS setting is off: the pages stay routable for the admin by their address (spec §2.3), the menu does not
 * offer them. Other nodes are kept as they are.
 */
export function withTemplateDemosHidden(routes: readonly RouteRecord[], business: readonly RouteRecord[] = businessRoutes, demo: readonly RouteRecord[] = demoRoutes): RouteRecord[] {
  const names = demoNames(business, demo);
  const hide = (list: readonly RouteRecord[], top: boolean): RouteRecord[] => list.map((r) => {
    if (r.name && names.has(r.name)) return { ...r, meta: { ...r.meta, hidden: true } };
    return top && r.children ? { ...r, children: hide(r.children, false) } : r;
  });
  return hide(routes, true);
}
