import type { RouteRecord } from '@/lib/contracts/router';
import { resolvePath } from './menu';

/** Pure operations on the tabs of visited pages (spec §2.4, §4). */

export interface TabMeta {
  title: string;
  icon?: string;
  noClosable?: boolean;
  dynamicNewTab?: boolean;
  noKeepAlive?: boolean;
}

export interface VisitedTab {
  /** Identity of the tab: the route's path pattern, or the concrete path and query of a dynamic-new-tab route. */
  key: string;
  /** Where the tab leads: the last concrete path and query seen in it. */
  location: string;
  name?: string;
  parentIcon?: string;
  meta: TabMeta;
}

export type CloseAction = 'this' | 'others' | 'left' | 'right' | 'all';

/** The key of the tab a page belongs to: one tab per route, or one per address for dynamic-new-tab routes. */
export const tabKey = (routePath: string, location: string, dynamicNewTab?: boolean): string =>
  (dynamicNewTab ? location : routePath);

/** A page already open updates its tab, except a dynamic-new-tab page, whose tab stays as it was opened. */
export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const at = tabs.findIndex((t) => t.key === tab.key);
  if (at < 0) return [...tabs, tab];
  if (tab.meta.dynamicNewTab) return [...tabs];
  return tabs.map((t, i) => (i === at ? { ...t, ...tab, meta: { ...t.meta, ...tab.meta } } : t));
}

/** Which tabs an action removes, relative to the target tab; not-closable tabs always stay. */
function removes(tabs: readonly VisitedTab[], action: CloseAction, target: string): (t: VisitedTab, i: number) => boolean {
  const at = tabs.findIndex((t) => t.key === target);
  const closable = (t: VisitedTab) => !t.meta.noClosable;
  switch (action) {
    case 'this':
      return (t) => t.key === target && closable(t);
    case 'others':
      return (t) => t.key !== target && closable(t);
    case 'left':
      return (t, i) => at >= 0 && i < at && closable(t);
    case 'right':
      return (t, i) => at >= 0 && i > at && closable(t);
    default:
      return closable;
  }
}

export interface CloseResult {
  tabs: VisitedTab[];
  /** Where to go when the active tab was closed. */
  navigateTo?: string;
}

/**
 * Closes tabs. When the active tab goes, the target tab takes over if it stays (others, left, right), else the
 * last remaining tab, else '/'.
 */
export function closeTabs(tabs: readonly VisitedTab[], action: CloseAction, target: string, active: string): CloseResult {
  const gone = removes(tabs, action, target);
  const kept = tabs.filter((t, i) => !gone(t, i));
  if (kept.some((t) => t.key === active)) return { tabs: kept };
  const stays = kept.find((t) => t.key === target);
  const next = stays ?? kept[kept.length - 1];
  return { tabs: kept, navigateTo: next?.location ?? '/' };
}

/** Whether an action would close any tab (the menus disable it otherwise). */
export const canClose = (tabs: readonly VisitedTab[], action: CloseAction, target: string): boolean =>
  tabs.some((t, i) => removes(tabs, action, target)(t, i));

/** Changes the metadata of the tabs found by route name or by title. */
export function changeTabsMeta(
  tabs: readonly VisitedTab[], by: { name?: string; title?: string }, meta: Partial<TabMeta>,
): VisitedTab[] {
  const hit = (t: VisitedTab) => (by.name !== undefined && t.name === by.name) || (by.title !== undefined && t.meta.title === by.title);
  return tabs.map((t) => (hit(t) ? { ...t, meta: { ...t.meta, ...meta } } : t));
}

/** The tabs of the not-closable pages (the home page), open from the start and first in the bar. */
export function affixTabs(routes: readonly RouteRecord[], base = '', parentIcon?: string): VisitedTab[] {
  return routes.flatMap((r) => {
    const path = resolvePath(base, r.path);
    if (r.children?.length) return affixTabs(r.children, path, parentIcon ?? r.meta.icon);
    if (!r.meta.noClosable || !r.meta.title || path.includes(':')) return [];
    const { title, icon, noKeepAlive } = r.meta;
    return [{ key: path, location: path, name: r.name, parentIcon, meta: { title, icon, noClosable: true, noKeepAlive } }];
  });
}
