import { TABLE_STATUSES, type TableRow } from '@/lib/contracts/mock/table';

export type TableStatus = (typeof TABLE_STATUSES)[number];

export interface TableStats {
  count: number;
  pageViews: number;
  /** Mean rating, one decimal. */
  averageRate: number;
  /** Share of published rows, 0-100. */
  publishedPercent: number;
  byStatus: Record<TableStatus, number>;
  /** Page views per month ('YYYY-MM'), oldest first. */
  viewsByMonth: [month: string, views: number][];
  /** How many rows have each rating 1-5. */
  rateCounts: number[];
}

/** The dashboard's figures over the mock table rows. */
export function tableStats(rows: readonly TableRow[]): TableStats {
  const byStatus = Object.fromEntries(TABLE_STATUSES.map((s) => [s, 0])) as Record<TableStatus, number>;
  const months = new Map<string, number>();
  const rateCounts = [0, 0, 0, 0, 0];
  let pageViews = 0;
  let rates = 0;
  for (const row of rows) {
    byStatus[row.status] += 1;
    pageViews += row.pageViews;
    rates += row.rate;
    rateCounts[row.rate - 1] += 1;
    const month = row.datetime.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + row.pageViews);
  }
  const count = rows.length;
  return {
    count,
    pageViews,
    averageRate: count ? Math.round((rates / count) * 10) / 10 : 0,
    publishedPercent: count ? Math.round((byStatus.published / count) * 100) : 0,
    byStatus,
    viewsByMonth: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)),
    rateCounts,
  };
}
