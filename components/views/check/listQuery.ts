import type { FilingListQuery } from '@/lib/client/api/filing';

type Status = NonNullable<FilingListQuery['status']>[number];
type FilingType = NonNullable<FilingListQuery['filingType']>[number];

/** What a list screen shows before the user filters: its box, and the types and statuses it is limited to. */
export interface ListPreset {
  box: FilingListQuery['box'];
  /** Empty or absent: every type. */
  types?: readonly string[];
  statuses?: readonly Status[];
}

export interface ListFilters {
  type?: string;
  status?: string;
  year?: number;
  unitId?: number;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

const within = <T extends string>(chosen: string | undefined, allowed: readonly T[] | undefined): T[] | undefined => {
  if (chosen && (!allowed?.length || allowed.includes(chosen as T))) return [chosen as T];
  return allowed?.length ? [...allowed] : undefined;
};

/** The list request: the user's choice narrows the screen's preset, never widens it. */
export function buildListQuery(preset: ListPreset, f: ListFilters): FilingListQuery {
  return {
    box: preset.box,
    filingType: within(f.type, preset.types as readonly FilingType[] | undefined),
    status: within(f.status, preset.statuses),
    year: f.year,
    unitId: f.unitId,
    keyword: f.keyword || undefined,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
  };
}

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The filters kept in the address, so going back from a detail returns to the same page of the same search. */
export function filtersFromParams(params: URLSearchParams, pageSizes: readonly number[]): ListFilters {
  const size = positive(params.get('pageSize'));
  return {
    type: params.get('type') || undefined,
    status: params.get('status') || undefined,
    year: positive(params.get('year')),
    unitId: positive(params.get('unitId')),
    keyword: params.get('keyword')?.trim() || undefined,
    pageNo: positive(params.get('pageNo')) ?? 1,
    pageSize: size && pageSizes.includes(size) ? size : pageSizes[1] ?? pageSizes[0],
  };
}

export function paramsFromFilters(f: ListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}
