import type { RouteRecord } from '@/lib/contracts/router';

/** Pure transforms from the route tree to what the shell shows (spec §2.4). */

export interface MenuItem {
  /** The item's absolute path; unique in the menu. */
  key: string;
  path: string;
  title: string;
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
      external: isExternal(path), target: r.meta.target, children,
    }];
  });
}

/** True when the item or one of its descendants is among the active paths. */
export function isActive(item: MenuItem, activePaths: ReadonlySet<string>): boolean {
  return activePaths.has(item.key) || item.children.some((c) => isActive(c, activePaths));
}
