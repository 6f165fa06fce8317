import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import type { TableRow } from '@/lib/contracts/mock/table';
import { getTableList, mockKeys } from '@/lib/client/api/mock';
import { applySimulated, noChanges, withEdit, withRemoval } from './simulated';

/** The rows a grid selection model picks from the rows shown. */
export const selectedRows = (rows: readonly TableRow[], model: GridRowSelectionModel): TableRow[] =>
  rows.filter((r) => (model.type === 'include' ? model.ids.has(r.id) : !model.ids.has(r.id)));

/** Where a row's detail page opens: one tab per row (a dynamic-new-tab route). */
export const detailPath = (id: number) => `/vab/table/detail?id=${id}`;

export const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * One page of the mock table (/api/mock/table/getList) filtered by title, paged on the server (pageNo from 1),
 * with the simulated edits and deletions of this screen applied.
 */
export function useMockTable(pageSize = 20) {
  const [query, setQuery] = useState({ title: '', pageNo: 1, pageSize });
  const [changes, setChanges] = useState(noChanges);
  const params = { title: query.title || undefined, pageNo: query.pageNo, pageSize: query.pageSize };
  const result = useQuery({ queryKey: mockKeys.table(params), queryFn: () => getTableList(params), placeholderData: keepPreviousData });
  const page = result.data ? applySimulated(result.data, changes, query.title) : undefined;

  return {
    ...result,
    rows: page?.list ?? [],
    total: page?.total ?? 0,
    title: query.title,
    paginationModel: { page: query.pageNo - 1, pageSize: query.pageSize },
    onPaginationModelChange: (m: GridPaginationModel) => setQuery((q) => ({ ...q, pageNo: m.page + 1, pageSize: m.pageSize })),
    search: (title: string) => setQuery((q) => ({ ...q, title: title.trim(), pageNo: 1 })),
    edited: (row: TableRow) => setChanges((c) => withEdit(c, row)),
    removed: (rows: readonly TableRow[]) => setChanges((c) => withRemoval(c, rows)),
  };
}
