import { joinPath } from '@/lib/domain/menuTree';
import type { RouteRecord } from '@/lib/contracts/router';
import { expect, type BrowserContext, type Page } from './fixtures';

/** A menu link: no view and no children, only where it leads (data/routes/links.ts). */
const isLink = (r: RouteRecord) => !r.component && !r.children?.length && Boolean(r.redirect);

function linksOf(routes: readonly RouteRecord[], base = '', found = new Map<string, string>()): Map<string, string> {
  for (const r of routes) {
    const path = joinPath(base, r.path);
    if (isLink(r)) found.set(path, r.redirect!);
    else linksOf(r.children ?? [], path, found);
  }
  return found;
}

/**
 * What the menu of a route tree offers: the routes it shows in their place, and those it shows through a menu link (hidden
 * in their place, with the link as their active entry, perhaps inside a hidden group); the links themselves only
 * redirect, so they are left out.
 */
export function inMenu(routes: readonly RouteRecord[]): (r: RouteRecord) => boolean {
  const links = linksOf(routes);
  const targets = [...links.values()];
  const kept = new Set<RouteRecord>();
  const walk = (list: readonly RouteRecord[], base: string) => {
    for (const r of list) {
      const path = joinPath(base, r.path);
      const linked = (r.meta.activeMenu !== undefined && links.has(r.meta.activeMenu)) || targets.some((t) => t.startsWith(`${path}/`));
      if (!isLink(r) && (!r.meta.hidden || linked)) kept.add(r);
      walk(r.children ?? [], path);
    }
  };
  walk(routes, '');
  return (r) => kept.has(r);
}

/** The outside page the iframe demo frames; the flows answer it themselves, since this machine reaches no web. */
export const FRAMED = 'https://example.org/';

/** Addresses for the pages that need a parameter: the dynamic segment, the table row, the framed url. */
const ADDRESS: Record<string, string> = {
  '/other/dynamicSegment/test1/:id': '/other/dynamicSegment/test1/7',
  '/other/dynamicSegment/test2': '/other/dynamicSegment/test2?id=3',
  '/vab/table/detail': '/vab/table/detail?id=1',
  '/other/iframe/view': `/other/iframe/view?url=${encodeURIComponent(FRAMED)}&title=Example&icon=global-line`,
};

export type Screen = { address: string; title: string };

/**
 * The leaves of a route tree a flow opens one after the other: the routes `keep` lets through (with their subtrees),
 * no external links, parameters filled in (a leaf with a parameter no address is known for is left out).
 */
export function screensOf(routes: readonly RouteRecord[], keep: (r: RouteRecord) => boolean, base = ''): Screen[] {
  return routes.flatMap((r) => {
    if (!keep(r) || /^https?:/.test(r.path)) return [];
    const path = joinPath(base, r.path);
    if (r.children?.length) return screensOf(r.children, keep, path);
    const address = ADDRESS[path] ?? path;
    return address.includes(':') ? [] : [{ address, title: r.meta.title ?? '' }];
  });
}

/** The iframe demo's outside page, answered inside the browser context. */
export const answerFramedPage = (context: BrowserContext) =>
  context.route(`${FRAMED}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>framed</h1>' }));

const escaped = (s: string) => s.replace(/[()?]/g, '\\$&');

/**
 * Opens a screen and waits until it has its title (or, where `orForbidden`, the 403 page's: a base unit's screen opened
 * by the admin) and has finished loading.
 */
export async function openScreen(page: Page, { address, title }: Screen, { orForbidden = false } = {}): Promise<void> {
  await page.goto(`/#${address}`);
  await expect(page, address).toHaveTitle(new RegExp(`^(${escaped(title)}${orForbidden ? '|403' : ''}) - 人事管理系统$`));
  const busy = page.locator('main').locator('[role="status"][aria-busy="true"], [role="status"][aria-label="加载中…"]').filter({ visible: true });
  await expect(busy, `${address} finished loading`).toHaveCount(0);
}
