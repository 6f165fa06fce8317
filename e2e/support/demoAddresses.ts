/** The outside page the iframe demo frames; the flows answer it themselves, since this machine reaches no web. */
export const FRAMED = 'https://example.org/';

/** Addresses for the demo pages that need a parameter: the dynamic segment, the table row, the framed url. */
export const ADDRESS: Record<string, string> = {
  '/other/dynamicSegment/test1/:id': '/other/dynamicSegment/test1/7',
  '/other/dynamicSegment/test2': '/other/dynamicSegment/test2?id=3',
  '/vab/table/detail': '/vab/table/detail?id=1',
  '/other/iframe/view': `/other/iframe/view?url=${encodeURIComponent(FRAMED)}&title=Example&icon=global-line`,
};

/** A route's full path under its parent's. */
export const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);
