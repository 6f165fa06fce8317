import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddressFilters } from '@/components/routing/useAddressFilters';
import type { SystemLogFilters, SystemLogItem } from '@/lib/contracts/systemLog';
import { exportSystemLog, getSystemLog, systemLogKeys, type SystemLogQuery } from '@/lib/client/api/systemLog';
import { message } from '@/lib/client/stores/messages';
import DataTable from '@/components/ui/DataTable';

const TYPES = ['login', 'operation', 'export', 'system'] as const;
const RESULTS = ['success', 'failure'] as const;
type Filters = { account: string; type: string; result: string; from: string; to: string };
const EMPTY: Filters = { account: '', type: '', result: '', from: '', to: '' };

/** 系统日志: the append-only audit log — who did what, from where, with what result; read-only. The filters are in the address. */
export default function SystemLog() {
  const t = useTranslations('setting.systemLog');
  const tUi = useTranslations('ui');
  const { applied: filters, draft, setDraft, page, setPage, apply: applyFilters } = useAddressFilters<Filters>(EMPTY, { type: TYPES, result: RESULTS });
  const [exporting, setExporting] = useState(false);
  const client = useQueryClient();
  const badRange = Boolean(draft.from && draft.to && draft.from > draft.to);

  const applied = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as SystemLogFilters;
  const query: SystemLogQuery = { ...applied, ...page };
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: systemLogKeys.list(query), queryFn: () => getSystemLog(query), placeholderData: keepPreviousData,
  });

  const columns: GridColDef<SystemLogItem>[] = [
    { field: 'at', headerName: t('at'), width: 170, sortable: false },
    { field: 'account', headerName: t('account'), width: 110, sortable: false },
    { field: 'unitName', headerName: t('unit'), flex: 1, minWidth: 160, sortable: false },
    { field: 'ip', headerName: 'IP', width: 130, sortable: false },
    { field: 'type', headerName: t('type'), width: 100, sortable: false, valueFormatter: (v: string) => t(`types.${v}`) },
    { field: 'action', headerName: t('action'), width: 150, sortable: false },
    {
      field: 'result', headerName: t('result'), width: 110, sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.detail || `${row.code}`}>
          <Chip size="small" color={row.result === 'success' ? 'success' : 'error'} label={`${t(`results.${row.result}`)} ${row.code}`} />
        </Tooltip>
      ),
    },
  ];

  const download = async () => {
    setExporting(true);
    try {
      await exportSystemLog(applied, 'system-log.xlsx');
      // The export is itself an entry of the log: show it.
      void client.invalidateQueries({ queryKey: systemLogKeys.all });
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };

  const apply = () => {
    if (badRange) return;
    // The same filters again still mean "look again".
    if (JSON.stringify(draft) === JSON.stringify(filters) && page.pageNo === 1) void refetch();
    applyFilters(draft);
  };
  const select = (k: 'type' | 'result', values: readonly string[]) => (
    <TextField
      select size="small" label={t(k)} value={draft[k]} sx={{ minWidth: 130 }}
      onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
    >
      <MenuItem value="">{t('all')}</MenuItem>
      {values.map((v) => <MenuItem key={v} value={v}>{t(`${k}s.${v}`)}</MenuItem>)}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); apply(); }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <TextField size="small" label={t('account')} value={draft.account} onChange={(e) => setDraft({ ...draft, account: e.target.value })} />
          {select('type', TYPES)}
          {select('result', RESULTS)}
          <TextField size="small" type="date" label={t('from')} value={draft.from} slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          <TextField size="small" type="date" label={t('to')} value={draft.to} slotProps={{ inputLabel: { shrink: true } }}
            error={badRange} helperText={badRange ? t('badRange') : undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          <Button type="submit" variant="contained" disabled={badRange}>{tUi('search')}</Button>
          <Button onClick={() => applyFilters(EMPTY)}>{tUi('reset')}</Button>
          <Button variant="outlined" onClick={download} disabled={exporting || !data?.total} data-testid="system-log-export">
            {tUi('export')}
          </Button>
        </Stack>
      </Paper>
      {isError && <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
      <Paper>
        <DataTable
          testId="system-log" columns={columns} rows={data?.list} total={data?.total} loading={isFetching} page={page}
          onPageChange={setPage} emptyText={t('empty')}
        />
      </Paper>
    </Stack>
  );
}
