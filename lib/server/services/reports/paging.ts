import 'server-only';
import type { EstabUsageRow } from '@/lib/contracts/report';
import { sumFigures } from './estabUsage';

/** The paging a report request may carry (lib/contracts/endpoint `reportPageQuery`). */
export interface ReportPage { pageNo?: number; pageSize?: number }

/** The page size when a request gives only the page number. */
export const REPORT_PAGE_SIZE = 50;

const paged = (q: ReportPage) => q.pageNo != null || q.pageSize != null;

/** The page asked for of a list in its order; past the last page, none. */
function pageOf<T>(list: readonly T[], q: ReportPage): T[] {
  const size = q.pageSize ?? REPORT_PAGE_SIZE;
  const from = ((q.pageNo ?? 1) - 1) * size;
  return list.slice(from, from + size);
}

/**
 * A report answer as asked: whole without paging; else its rows are the page and rowCount counts them all. Every other
 * field — the total, the summary — was computed over all rows and is kept as it is.
 */
export function pageRows<A extends { rows: readonly unknown[] }>(answer: A, q: ReportPage): A & { rowCount?: number } {
  if (!paged(q)) return answer;
  return { ...answer, rows: pageOf(answer.rows, q), rowCount: answer.rows.length };
}

type Figures = Omit<EstabUsageRow, 'unitId' | 'unitName' | 'regionCode' | 'regionName' | 'competentDeptId' | 'competentDeptName'>;
interface Subtotal extends Figures {
  regionCode: string; regionName: string; competentDeptId: number | null; competentDeptName: string | null; units: number;
}

/** The sums of each group of rows, in the order the groups first appear (the rows come by region, then authority). */
function subtotals(rows: readonly EstabUsageRow[], keyOf: (r: EstabUsageRow) => string, byAuthority: boolean): Subtotal[] {
  const groups = new Map<string, EstabUsageRow[]>();
  for (const r of rows) {
    const key = keyOf(r);
    if (groups.has(key)) groups.get(key)!.push(r); else groups.set(key, [r]);
  }
  return [...groups.values()].map((units) => ({
    regionCode: units[0].regionCode, regionName: units[0].regionName,
    competentDeptId: byAuthority ? units[0].competentDeptId : null, competentDeptName: byAuthority ? units[0].competentDeptName : null,
    units: units.length, ...sumFigures(units),
  }));
}

/** 编制使用情况表 as asked: a page also carries the subtotals of every region and authority, over all the units. */
export function pageEstabUsage<A extends { rows: EstabUsageRow[] }>(answer: A, q: ReportPage) {
  if (!paged(q)) return answer;
  const rows = answer.rows;
  return {
    ...pageRows(answer, q),
    regionTotals: subtotals(rows, (r) => r.regionCode, false),
    authorityTotals: subtotals(rows, (r) => `${r.regionCode}\u0000${r.competentDeptId ?? ''}`, true),
  };
}

/**
 * 退休预警 as asked: each list in the order of the retirement date, the person's id among the same dates (so that pages do not
 * overlap); paged, each list is the page asked for, and dueCount and overdueCount count them all.
 */
export function pageRetirement<P extends { personId: number; retireDate: string }, A extends { due: P[]; overdue: P[] }>(answer: A, q: ReportPage) {
  const ordered = (list: P[]) => [...list].sort((a, b) => a.retireDate.localeCompare(b.retireDate) || a.personId - b.personId);
  const due = ordered(answer.due);
  const overdue = ordered(answer.overdue);
  if (!paged(q)) return { ...answer, due, overdue };
  return { ...answer, due: pageOf(due, q), overdue: pageOf(overdue, q), dueCount: due.length, overdueCount: overdue.length };
}
