// The bench's arithmetic (scripts/bench): percentiles of samples, and a page's address in the route tree the server
// gives an account. Plain JavaScript, as the bench runs under node without a build.

/** The nearest-rank percentile `p` (0–100) of numbers sorted ascending; undefined for none. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : undefined;

/** The median (the mean of the two middle values of an even count) and the p90 of samples in any order. */
export function summarize(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = !sorted.length ? undefined : sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  // A sample where the step never showed counts as missing, not as fast.
  return { median, p90: percentile(sorted, 90), samples: sorted.length, missing: values.length - sorted.length };
}

/** A child's path under its parent's, as the client's menu resolves it (lib/client/menu.ts resolvePath). */
const under = (base, path) => (path.startsWith('/') ? path : !path ? base || '/' : `${base.replace(/\/+$/, '')}/${path}`);

/** The address of the first page in the route tree that shows `component` (e.g. 'company/person'), or undefined. */
export function routePathOf(records, component, base = '') {
  for (const record of records ?? []) {
    const path = under(base, record.path ?? '');
    if (record.component === component) return path;
    const found = routePathOf(record.children, component, path);
    if (found) return found;
  }
  return undefined;
}
