export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

function flatten(value: unknown, path: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : Object.entries(value);
    if (!entries.length) out.set(path, value);
    for (const [k, v] of entries) flatten(v, Array.isArray(value) ? `${path}${k}` : path ? `${path}.${k}` : k, out);
    return;
  }
  out.set(path, value);
}

/** The leaf values that differ between two submissions of a filing, by path (`lines[2].payload.name`). */
export function diffSnapshots(before: unknown, after: unknown): Change[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((p) => JSON.stringify(a.get(p)) !== JSON.stringify(b.get(p)))
    .map((path) => ({ path, before: a.get(path) ?? null, after: b.get(path) ?? null }));
}
