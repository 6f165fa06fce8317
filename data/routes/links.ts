import type { RouteRecord } from '@/lib/contracts/router';
import { joinPath } from '@/lib/domain/menuTree';

/**
 * A menu link: an entry of one group that opens a page (or group) kept elsewhere in the tree, under its own path. A
 * route's path is also its nesting, so a menu group can only hold pages whose paths share its own; a link lets a group
 * gather pages of several paths without changing any of them.
 */
export const menuLink = (path: string, name: string, target: string, title: string, icon: string): RouteRecord => ({
  path, name, redirect: target, meta: { title, icon },
});

/** Whether a node is a menu link: no view and no children of its own, only where it leads. */
export const isMenuLink = (r: RouteRecord): boolean => !r.component && !r.children?.length && Boolean(r.redirect);


function linksIn(routes: readonly RouteRecord[], base: string, found: Map<string, string>): Map<string, string> {
  for (const r of routes) {
    const path = joinPath(base, r.path);
    if (r.meta.hidden) continue;
    if (isMenuLink(r)) {
      if (!found.has(r.redirect!)) found.set(r.redirect!, path);
    } else linksIn(r.children ?? [], path, found);
  }
  return found;
}

function place(routes: readonly RouteRecord[], base: string, links: ReadonlyMap<string, string>): RouteRecord[] {
  return routes.map((r) => {
    const path = joinPath(base, r.path);
    const link = isMenuLink(r) ? undefined : links.get(path);
    const children = r.children ? place(r.children, path, links) : undefined;
    const meta = link ? { ...r.meta, hidden: true, activeMenu: r.meta.activeMenu ?? link } : r.meta;
    return link || children ? { ...r, meta, ...(children ? { children } : {}) } : r;
  });
}

/**
 * The tree with each page (or group) a shown menu link opens left out of the menu in its own place, so the menu offers
 * it once, and its link marked as its active menu entry. The page stays routable under its path; a tree without
 * links comes back unchanged.
 */
export function linkedOnce(routes: readonly RouteRecord[]): RouteRecord[] {
  const links = linksIn(routes, '', new Map());
  return links.size ? place(routes, '', links) : [...routes];
}
