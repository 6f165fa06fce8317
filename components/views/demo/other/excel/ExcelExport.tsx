import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColumnGroupingModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { TableRow } from '@/lib/contracts/mock/table';
import { ALL_TABLE_ROWS, getTableList, mockKeys } from '@/lib/client/api/mock';
import { message } from '@/lib/client/stores/messages';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import QueryState from '../../shared/QueryState';
import { noSelection, selectedRows } from '../../vab/table/useMockTable';
import { useRowColumns } from '../../vab/table/useRowColumns';
import { fileNameError } from './exportForm';
import { buildWorkbook, downloadWorkbook, xlsxName, type HeaderGroup, type SheetColumn } from './workbook';

export type ExportMode = 'all' | 'selected' | 'merged';

const FIELDS = ['id', 'title', 'author', 'status', 'datetime', 'pageViews', 'rate'] as const;
/** The header groups of the merged export, over FIELDS in order. */
const GROUPS: [key: string, fields: (typeof FIELDS)[number][]][] = [['basic', ['id', 'title', 'author']], ['publish', ['status', 'datetime']], ['stats', ['pageViews', 'rate']]];
const NAME_MAX = 60;

/** The mock table's 50 rows exported to a real .xlsx file: all of them, the selected ones, or under a merged two-row header. */
export default function ExcelExport({ mode }: { mode: ExportMode }) {
  const t = useTranslations('demo.excel');
  const tTable = useTranslations('demo.table');
  const rowColumns = useRowColumns();
  // The grid shows the columns in the order of the file, so a group's columns sit side by side.
  const gridColumns = useMemo(() => FIELDS.map((f) => rowColumns.find((c) => c.field === f)!), [rowColumns]);
  const { data, isPending, isError, refetch } = useQuery({ queryKey: mockKeys.table(ALL_TABLE_ROWS), queryFn: () => getTableList(ALL_TABLE_ROWS) });
  const [fileName, setFileName] = useState(() => t(`defaultName.${mode}`));
  const [autoWidth, setAutoWidth] = useState(true);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [busy, setBusy] = useState(false);
  const rows = data?.list ?? [];
  const chosen = mode === 'selected' ? selectedRows(rows, selection) : rows;
  const [nameKey, setNameKey] = useState<string | null>(null);

  const sheetColumns = useMemo<SheetColumn<TableRow>[]>(() => FIELDS.map((f) => ({
    header: tTable(`columns.${f}`),
    value: (r: TableRow) => (f === 'status' ? tTable(`status.${r.status}`) : r[f]),
  })), [tTable]);
  const grouping = useMemo<GridColumnGroupingModel>(() => GROUPS.map(([key, fields]) => ({
    groupId: key, headerName: t(`groups.${key}`), children: fields.map((field) => ({ field })),
  })), [t]);

  const exportRows = async () => {
    const key = fileNameError(fileName);
    setNameKey(key);
    if (key) return;
    if (!chosen.length) {
      message.warning(t('chooseRows'));
      return;
    }
    setBusy(true);
    try {
      const groups: HeaderGroup[] | undefined = mode === 'merged' ? GROUPS.map(([key, fields]) => ({ title: t(`groups.${key}`), span: fields.length })) : undefined;
      const book = await buildWorkbook({ sheetName: t('sheetName'), columns: sheetColumns, rows: chosen, groups, autoWidth });
      await downloadWorkbook(book, xlsxName(fileName, t(`defaultName.${mode}`)));
      message.success(t('exported', { count: chosen.length }));
    } catch (e) {
      message.error(t('failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DemoCard title={t(`titles.${mode}`)} subtitle={t(`hints.${mode}`)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small" label={t('fileName')} value={fileName} onChange={(e) => { setFileName(e.target.value); setNameKey(null); }} required
          error={Boolean(nameKey)} helperText={nameKey ? t(nameKey) : t('fileNameHint')} sx={{ width: { sm: 280 } }}
          slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'excel-name' } }}
        />
        <FormControlLabel control={<Switch checked={autoWidth} onChange={(e) => setAutoWidth(e.target.checked)} />} label={t('autoWidth')} />
        <Button
          variant="contained" onClick={exportRows} disabled={busy || isPending} loading={busy}
          startIcon={<RemixIcon name="file-excel-2-line" />} data-testid="excel-export"
        >
          {mode === 'selected' ? t('exportSelected', { count: chosen.length }) : t('export', { count: chosen.length })}
        </Button>
      </Stack>
      <QueryState pending={false} failed={isError} onRetry={() => refetch()}>
        <Box sx={{ width: '100%' }} data-testid="excel-table">
          <DataGrid
            autoHeight rows={rows} columns={gridColumns} loading={isPending}
            initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }} pageSizeOptions={[10, 20, 50]}
            checkboxSelection={mode === 'selected'} keepNonExistentRowsSelected rowSelectionModel={selection} onRowSelectionModelChange={setSelection}
            columnGroupingModel={mode === 'merged' ? grouping : undefined}
            disableColumnMenu disableRowSelectionOnClick sx={{ border: 0 }}
          />
        </Box>
      </QueryState>
    </DemoCard>
  );
}
