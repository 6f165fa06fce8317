import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import type { TableRow } from '@/lib/contracts/mock/table';
import { deleteTableRows } from '@/lib/client/api/mock';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { PAGE_SIZES } from '@/components/ui/DataTable';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import QueryState from '../../shared/QueryState';
import TableEditDialog from './TableEditDialog';
import TitleSearch from './TitleSearch';
import { detailPath, noSelection, selectedRows, useMockTable } from './useMockTable';
import { useRowColumns } from './useRowColumns';

/** The mock table: title filter, server paging, edit in a dialog, delete one or many after a confirmation. */
export default function ComprehensiveTable() {
  const t = useTranslations('demo.table');
  const table = useMockTable();
  const base = useRowColumns();
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [editing, setEditing] = useState<TableRow | null>(null);
  const [deleting, setDeleting] = useState<TableRow[] | null>(null);
  const selected = selectedRows(table.rows, selection);

  const remove = useMutation({
    mutationFn: (rows: TableRow[]) => deleteTableRows(rows.map((r) => r.id)),
    onSuccess: (_, rows) => {
      message.success(t('deleted', { count: rows.length }));
      table.removed(rows);
      setSelection(noSelection);
      setDeleting(null);
    },
  });

  const columns = useMemo<GridColDef<TableRow>[]>(() => [
    ...base.map((c) => (c.field === 'title'
      ? { ...c, renderCell: ({ row }: { row: TableRow }) => <Link component={RouterLink} to={detailPath(row.id)}>{row.title}</Link> }
      : c)),
    {
      field: 'actions', headerName: t('columns.actions'), width: 100, sortable: false, filterable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={t('edit')}>
            <IconButton size="small" aria-label={`${t('edit')} ${row.title}`} onClick={() => setEditing(row)} data-testid={`edit-${row.id}`}>
              <RemixIcon name="edit-line" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('delete')}>
            <IconButton size="small" color="error" aria-label={`${t('delete')} ${row.title}`} onClick={() => setDeleting([row])} data-testid={`delete-${row.id}`}>
              <RemixIcon name="delete-bin-line" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ], [base, t]);

  return (
    <DemoCard title={t('comprehensiveTitle')} subtitle={t('simulatedHint')}>
      <TitleSearch onSearch={(title) => { setSelection(noSelection); table.search(title); }}>
        <Button
          color="error" variant="outlined" disabled={!selected.length} onClick={() => setDeleting(selected)}
          startIcon={<RemixIcon name="delete-bin-line" />} data-testid="batch-delete"
        >
          {t('batchDelete', { count: selected.length })}
        </Button>
      </TitleSearch>
      <QueryState pending={false} failed={table.isError} onRetry={() => table.refetch()}>
        <Box sx={{ width: '100%' }} data-testid="comprehensive-table">
          <DataGrid
            autoHeight rows={table.rows} columns={columns} rowCount={table.total} loading={table.isFetching}
            paginationMode="server" paginationModel={table.paginationModel} pageSizeOptions={PAGE_SIZES}
            onPaginationModelChange={(m) => { setSelection(noSelection); table.onPaginationModelChange(m); }}
            checkboxSelection disableRowSelectionOnClick rowSelectionModel={selection} onRowSelectionModelChange={setSelection}
            disableColumnMenu sx={{ border: 0 }}
          />
        </Box>
      </QueryState>
      {editing && (
        <TableEditDialog key={editing.id} row={editing} onClose={() => setEditing(null)} onSaved={(row) => { table.edited(row); setEditing(null); }} />
      )}
      <ConfirmDialog
        open={Boolean(deleting)} danger busy={remove.isPending} title={t('deleteTitle')} confirmText={t('delete')}
        onClose={() => setDeleting(null)} onConfirm={() => deleting && remove.mutateAsync(deleting)}
      >
        {deleting?.length === 1 ? t('deleteOne', { title: deleting[0].title }) : t('deleteMany', { count: deleting?.length ?? 0 })}
      </ConfirmDialog>
    </DemoCard>
  );
}
