import { emptyCache, syncViews, type ViewCache } from './keepAlive';

const visit = (key: string, location = key, keepAlive = true) => ({ key, location, keepAlive });
const keys = (c: ViewCache) => c.views.map((v) => v.key);

/** Visits the pages in turn with every tab open. */
function visitAll(pages: string[], max = 20): ViewCache {
  const open = new Set(pages);
  return pages.reduce((c, p) => syncViews(c, visit(p), open, max), emptyCache);
}

describe('syncViews', () => {
  it('caches each visited view once, in the order first seen', () => {
    expect(keys(visitAll(['/a', '/b', '/a', '/c']))).toEqual(['/a', '/b', '/c']);
  });

  it('returns the same cache when the current view is shown again', () => {
    const cache = visitAll(['/a', '/b']);
    expect(syncViews(cache, visit('/b'), new Set(['/a', '/b']), 20)).toBe(cache);
  });

  it('evicts the least recently used view beyond the limit', () => {
    const open = new Set(['/a', '/b', '/c', '/d']);
    let cache = ['/a', '/b', '/c'].reduce((c, p) => syncViews(c, visit(p), open, 3), emptyCache);
    cache = syncViews(cache, visit('/a'), open, 3);
    cache = syncViews(cache, visit('/d'), open, 3);
    expect(keys(cache)).toEqual(['/a', '/c', '/d']);
  });

  it('keeps at most 20 views by default of the spec', () => {
    const pages = Array.from({ length: 25 }, (_, i) => `/p${i}`);
    const cache = visitAll(pages);
    expect(cache.views).toHaveLength(20);
    expect(keys(cache)[0]).toBe('/p5');
  });

  it('does not cache a noKeepAlive view, and drops it if it was cached', () => {
    const open = new Set(['/a', '/n']);
    const cache = syncViews(syncViews(emptyCache, visit('/a'), open, 20), visit('/n', '/n', false), open, 20);
    expect(keys(cache)).toEqual(['/a']);
  });

  it('drops the views of closed tabs but keeps the one on screen', () => {
    const cache = visitAll(['/a', '/b', '/c']);
    expect(keys(syncViews(cache, visit('/c'), new Set(['/a']), 20))).toEqual(['/a', '/c']);
    expect(keys(syncViews(cache, null, new Set(['/b']), 20))).toEqual(['/b']);
  });

  it('follows the address of a view that stays on screen', () => {
    const cache = syncViews(visitAll(['/a']), visit('/a', '/a?page=2'), new Set(['/a']), 20);
    expect(cache.views[0].location).toBe('/a?page=2');
  });
});
