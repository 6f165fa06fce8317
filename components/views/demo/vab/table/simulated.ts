import type { TableRow } from '@/lib/contracts/mock/table';

/**
 * The mock API only simulates saves and deletes (spec §7.2), so a screen keeps what the user did on top of
 * what the mock answers: edited rows replace theirs, removed rows leave the list and its total.
 */
export interface Simulated {
  edited: Record<number, TableRow>;
  removed: TableRow[];
}

export const noChanges: Simulated = { edited: {}, removed: [] };

export const withEdit = (s: Simulated, row: TableRow): Simulated => ({ ...s, edited: { ...s.edited, [row.id]: row } });

export const withRemoval = (s: Simulated, rows: readonly TableRow[]): Simulated => ({
  ...s,
  removed: [...s.removed, ...rows.filter((r) => !s.removed.some((x) => x.id === r.id))],
});

/** A page of the mock list as the user left it; `title` is the filter the page was asked with. */
export function applySimulated(page: { list: TableRow[]; total: number }, s: Simulated, title = ''): { list: TableRow[]; total: number } {
  const gone = new Set(s.removed.map((r) => r.id));
  const removedHere = s.removed.filter((r) => r.title.includes(title)).length;
  return {
    list: page.list.filter((r) => !gone.has(r.id)).map((r) => s.edited[r.id] ?? r),
    total: Math.max(0, page.total - removedHere),
  };
}
