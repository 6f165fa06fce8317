/** The cache of kept-alive views (spec §2.4: up to 20, not for noKeepAlive): a pure LRU over tab keys. */

export interface CachedView {
  key: string;
  /** The location the view renders, frozen while it is hidden. */
  location: string;
  /** When it was last shown (a tick of the cache). */
  used: number;
}

export interface ViewCache {
  views: CachedView[];
  tick: number;
}

export interface Visit {
  key: string;
  location: string;
  keepAlive: boolean;
}

export const emptyCache: ViewCache = { views: [], tick: 0 };

const mostRecent = (views: readonly CachedView[]) =>
  views.reduce<CachedView | undefined>((best, v) => (!best || v.used > best.used ? v : best), undefined);

/**
 * The cache after showing `visit` (null when the current page is not a view, e.g. a redirect): views of closed
 * tabs are dropped, the visited view is cached or refreshed as the most recent, and beyond `max` the least
 * recently used one is evicted. Views keep their order, so the page does not move them around. Returns the same
 * object when nothing changes.
 */
export function syncViews(cache: ViewCache, visit: Visit | null, open: ReadonlySet<string>, max: number): ViewCache {
  let views = cache.views.filter((v) => open.has(v.key) || v.key === visit?.key);
  let { tick } = cache;
  if (visit && !visit.keepAlive) views = views.filter((v) => v.key !== visit.key);
  if (visit?.keepAlive) {
    const recent = mostRecent(views);
    const current = views.find((v) => v.key === visit.key);
    if (!current || recent !== current || current.location !== visit.location) {
      tick += 1;
      const entry = { key: visit.key, location: visit.location, used: tick };
      views = current ? views.map((v) => (v === current ? entry : v)) : [...views, entry];
    }
    while (views.length > max) {
      const oldest = views.reduce((a, b) => (b.used < a.used ? b : a));
      views = views.filter((v) => v !== oldest);
    }
  }
  const same = views.length === cache.views.length && views.every((v, i) => v === cache.views[i]);
  return same ? cache : { views, tick };
}
