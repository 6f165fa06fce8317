import TablePagination from '@mui/material/TablePagination';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

export const REPORT_PAGE_SIZES = [20, 50, 100];
const FIRST_SIZE = 50;

export interface ReportPaging {
  /** From 0, as TablePagination counts. */
  page: number;
  size: number;
  setPage(page: number): void;
  setSize(size: number): void;
  /** What the report's request carries. */
  query: { pageNo: number; pageSize: number };
}

/** The page a report screen asks for: the first again whenever the filter (any value comparable as JSON) changes. */
export function useReportPage(filter: unknown): ReportPaging {
  const key = JSON.stringify(filter ?? null);
  const [at, setAt] = useState({ key, page: 0 });
  const [size, setSizeState] = useState(FIRST_SIZE);
  const page = at.key === key ? at.page : 0;
  return {
    page, size,
    setPage: (n) => setAt({ key, page: n }),
    setSize: (n) => { setSizeState(n); setAt({ key, page: 0 }); },
    query: { pageNo: page + 1, pageSize: size },
  };
}

interface Props {
  paging: ReportPaging;
  /** All the rows of the report (the answer's rowCount). */
  count: number;
  testId?: string;
}

/** The pager under a report's table: 20, 50 or 100 rows a page. */
export default function ReportPagination({ paging, count, testId }: Props) {
  const t = useTranslations('report');
  const last = Math.max(0, Math.ceil(count / paging.size) - 1);
  return (
    <TablePagination
      component="div" count={count} page={Math.min(paging.page, last)} rowsPerPage={paging.size} rowsPerPageOptions={REPORT_PAGE_SIZES}
      onPageChange={(_e, n) => paging.setPage(n)} onRowsPerPageChange={(e) => paging.setSize(Number(e.target.value))}
      labelRowsPerPage={t('perPage')} data-testid={testId}
    />
  );
}
