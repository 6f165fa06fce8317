import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { TABLE_STATUSES, type TableRow } from '@/lib/contracts/mock/table';
import { editTableRow } from '@/lib/client/api/mock';
import { message } from '@/lib/client/stores/messages';
import { PAGE_SIZES } from '@/components/ui/DataTable';
import DemoCard from '../../shared/DemoCard';
import QueryState from '../../shared/QueryState';
import { rowErrors, type RowField } from './rowRules';
import { useMockTable } from './useMockTable';
import { useRowColumns } from './useRowColumns';

class InvalidRow extends Error {}

const EDITABLE: RowField[] = ['title', 'author', 'rate'];

/** Marks a cell being edited red while the value would be refused. */
const checkCell = (field: RowField) => (p: GridPreProcessEditCellProps<unknown, TableRow>) =>
  ({ ...p.props, error: Boolean(rowErrors({ ...p.row, [field]: p.props.value })[field]) });

/** Double-click (or Enter on) a cell to edit it; leaving the cell saves the row through the mock. */
export default function InlineEditTable() {
  const t = useTranslations('demo.table');
  const table = useMockTable(10);
  const base = useRowColumns();

  const columns = useMemo<GridColDef<TableRow>[]>(() => base.map((c) => {
    if (c.field === 'status') {
      return {
        ...c, editable: true, type: 'singleSelect', renderCell: c.renderCell,
        valueOptions: TABLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      };
    }
    if (EDITABLE.includes(c.field as RowField)) {
      const field = c.field as RowField;
      return { ...c, editable: true, ...(field === 'rate' ? { type: 'number', renderCell: undefined, width: 90 } : {}), preProcessEditCellProps: checkCell(field) };
    }
    return c;
  }), [base, t]);

  const save = async (row: TableRow, old: TableRow): Promise<TableRow> => {
    const next = { ...row, title: row.title.trim(), author: row.author.trim(), rate: Number(row.rate) };
    const errors = rowErrors(next);
    const field = (Object.keys(errors) as RowField[])[0];
    if (field) throw new InvalidRow(`${t(`columns.${field}`)}: ${t(`errors.${errors[field]}`)}`);
    if (JSON.stringify(next) === JSON.stringify(old)) return old;
    await editTableRow(next);
    message.success(t('saved'));
    table.edited(next);
    return next;
  };

  return (
    <DemoCard title={t('inlineTitle')} subtitle={t('inlineHint')}>
      <QueryState pending={false} failed={table.isError} onRetry={() => table.refetch()}>
        <Box sx={{ width: '100%' }} data-testid="inline-table">
          <DataGrid
            autoHeight rows={table.rows} columns={columns} rowCount={table.total} loading={table.isFetching}
            paginationMode="server" paginationModel={table.paginationModel} onPaginationModelChange={table.onPaginationModelChange}
            pageSizeOptions={PAGE_SIZES} editMode="row" processRowUpdate={save}
            onProcessRowUpdateError={(e: unknown) => { if (e instanceof InvalidRow) message.error(e.message); }}
            disableColumnMenu disableRowSelectionOnClick sx={{ border: 0 }}
          />
        </Box>
      </QueryState>
    </DemoCard>
  );
}
