import type { RouteRecord } from '@/lib/contracts/router';

/** Pure transforms from the route tree to what the shell shows (spec §2.4). */

export interface MenuItem {
  /** The item's absolute path; unique in the menu. */
  key: string;
  path: string;
  title: string;
  /** The view a page shows (its route's component key); none for a group or an external link. */
  component?: string;
  icon?: string;
  badge?: string;
  dot?: boolean;
  external: boolean;
  target?: '_blank' | '_self';
  children: MenuItem[];
}

export const isExternal = (path: string): boolean => /^(https?:|mailto:|tel:|\/\/)/.test(path);

/** Joins a child path to its parent's absolute path. */
export function resolvePath(base: string, path: string): string {
  if (path.startsWith('/') || isExternal(path)) return path;
  if (!path) return base || '/';
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/**
 * The menu: hidden entries are left out, levelHidden entries are replaced by their children, and an
 * entry becomes a submenu when at least one child is visible.
 */
export function buildMenu(routes: readonly RouteRecord[], base = ''): MenuItem[] {
  return routes.flatMap((r): MenuItem[] => {
    if (r.meta.hidden || r.path === '*') return [];
    const path = resolvePath(base, r.path);
    const children = r.children ? buildMenu(r.children, path) : [];
    if (r.meta.levelHidden) return children;
    // A page with route params cannot be opened from the menu.
    if (!children.length && path.includes('/:')) return [];
    return [{
      key: path, path, title: r.meta.title ?? '', icon: r.meta.icon, badge: r.meta.badge, dot: r.meta.dot,
      ...(r.component && r.component !== 'Layout' && !children.length ? { component: r.component } : {}),
      external: isExternal(path), target: r.meta.target, children,
    }];
  });
}

/**
 * The menu paths the page at the end of a route match marks active: the path of each matched route and each one's
 * active menu. A route with an active menu belongs to that entry, so the routes it is nested in light no entry: a page
 * linked from another group (the admin's 系统管理) does not also light the group it is kept under (首页).
 */
export function activePathsOf(matched: readonly { fullPath: string; meta: { activeMenu?: string } }[]): Set<string> {
  const paths = new Set<string>();
  let placed = false;
  for (const { fullPath, meta } of [...matched].reverse()) {
    if (!placed) paths.add(fullPath);
    if (meta.activeMenu) {
      paths.add(meta.activeMenu);
      placed = true;
    }
  }
  return paths;
}

/** True when the item or one of its descendants is among the active paths. */
export function isActive(item: MenuItem, activePaths: ReadonlySet<string>): boolean {
  return activePaths.has(item.key) || item.children.some((c) => isActive(c, activePaths));
}

/** Child lists longer than this scroll inside an 86vh box when the menu is horizontal or collapsed (spec §2.4). */
export const SCROLL_AFTER = 18;

export const scrollsLong = (item: MenuItem): boolean => item.children.length > SCROLL_AFTER;

/** The page an entry opens when the open-first-menu setting is on: its first in-app page. */
export function firstPage(item: MenuItem): MenuItem {
  if (!item.children.length) return item;
  const inApp = item.children.filter((c) => !c.external);
  return inApp.length ? firstPage(inApp[0]) : item;
}

/** The first-level entry holding the active page. */
export const activeTop = (items: readonly MenuItem[], activePaths: ReadonlySet<string>): MenuItem | undefined =>
  items.find((i) => isActive(i, activePaths));

/** The groups open when the side menu shows: those holding the active page, and the default-opened ones. */
export function openedGroups(items: readonly MenuItem[], activePaths: ReadonlySet<string>, defaults: readonly string[]): string[] {
  return items.flatMap((i) => {
    if (!i.children.length) return [];
    const own = isActive(i, activePaths) || defaults.includes(i.key) ? [i.key] : [];
    return [...own, ...openedGroups(i.children, activePaths, defaults)];
  });
}

/** Changes the meta of the routes with the given name (spec §4). */
export function changeRouteMeta(routes: readonly RouteRecord[], name: string, meta: Partial<RouteRecord['meta']>): RouteRecord[] {
  return routes.map((r) => {
    const own = r.name === name ? { ...r, meta: { ...r.meta, ...meta } } : r;
    return r.children ? { ...own, children: changeRouteMeta(r.children, name, meta) } : own;
  });
}
