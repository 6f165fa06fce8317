import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import HintLayer from './HintLayer';

export interface Page {
  pageNo: number;
  pageSize: number;
}

interface Props<R extends GridValidRowModel> {
  columns: GridColDef<R>[];
  rows: R[] | undefined;
  total: number | undefined;
  loading: boolean;
  page: Page;
  onPageChange(page: Page): void;
  getRowId?: GridRowIdGetter<R>;
  emptyText?: string;
  onRowClick?(row: R): void;
  testId?: string;
}

export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list paged on the server (`pageNo` from 1, `pageSize`), the one paging shape of every list (style.md),
 * with loading and empty states. Its cells name their buttons' hints in `data-hint` (HintLayer), not a Tooltip each.
 */
export default function DataTable<R extends GridValidRowModel>({
  columns, rows, total, loading, page, onPageChange, getRowId, emptyText, onRowClick, testId,
}: Props<R>) {
  const t = useTranslations('ui');
  return (
    <Box data-testid={testId} sx={{ width: '100%', bgcolor: 'background.paper' }}>
      <HintLayer>
        <DataGrid
          autoHeight
          rows={rows ?? []}
          columns={columns}
          rowCount={total ?? 0}
          loading={loading}
          getRowId={getRowId}
          paginationMode="server"
          paginationModel={{ page: page.pageNo - 1, pageSize: page.pageSize }}
          onPaginationModelChange={(m) => onPageChange({ pageNo: m.page + 1, pageSize: m.pageSize })}
          pageSizeOptions={PAGE_SIZES}
          disableColumnMenu
          disableRowSelectionOnClick
          onRowClick={onRowClick ? (p) => onRowClick(p.row) : undefined}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' } }}
          slots={{
            noRowsOverlay: () => (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', py: 4 }}>
                <Typography color="text.secondary">{emptyText ?? t('empty')}</Typography>
              </Box>
            ),
          }}
        />
      </HintLayer>
    </Box>
  );
}
