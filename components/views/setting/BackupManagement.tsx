import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BackupFileItem, BackupStatus } from '@/lib/contracts/backup';
import { backupKeys, getBackupStatus, runBackup } from '@/lib/client/api/backup';
import { message } from '@/lib/client/stores/messages';
import { formatDateTime } from '@/lib/domain/datetime';
import DataTable, { type Page } from '@/components/ui/DataTable';

type RunItem = BackupStatus['runs'][number];

const at = (iso: string) => formatDateTime(new Date(iso));

/** Bytes as people read them: 1 KB = 1024 bytes. */
export function sizeText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** One page of a short list the server answers whole. */
const pageOf = <T,>(rows: T[] | undefined, page: Page) => rows?.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);

/** 备份管理: the admin sees the backup settings, the archives kept and the last runs, and takes a backup now. */
export default function BackupManagement() {
  const t = useTranslations('setting.backup');
  const tUi = useTranslations('ui');
  const queryClient = useQueryClient();
  const [filePage, setFilePage] = useState<Page>({ pageNo: 1, pageSize: 10 });
  const [runPage, setRunPage] = useState<Page>({ pageNo: 1, pageSize: 10 });
  const { data, isFetching, isError, refetch } = useQuery({ queryKey: backupKeys.all, queryFn: getBackupStatus });
  /** The cron expression (China time) with its next run to the minute; "off" when there is none. */
  const scheduleText = ({ schedule, nextRunAt }: BackupStatus) => {
    if (!schedule) return t('off');
    if (!nextRunAt) return t('cronNotRun', { expression: schedule });
    return t('cron', { expression: schedule, next: at(nextRunAt).slice(0, 16) });
  };

  const run = useMutation({
    mutationFn: runBackup,
    onSuccess: (result) => {
      if (result.outcome === 'success') message.success(t('done'));
      else message.error(t('failed', { detail: result.detail }));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });

  const fileColumns: GridColDef<BackupFileItem>[] = [
    { field: 'name', headerName: t('fileName'), flex: 1, minWidth: 220, sortable: false },
    { field: 'size', headerName: t('size'), width: 110, sortable: false, valueFormatter: (v: number) => sizeText(v) },
    { field: 'modifiedAt', headerName: t('modifiedAt'), width: 170, sortable: false, valueFormatter: (v: string) => at(v) },
  ];
  const runColumns: GridColDef<RunItem>[] = [
    { field: 'at', headerName: t('runAt'), width: 170, sortable: false, valueFormatter: (v: string) => at(v) },
    {
      field: 'result', headerName: t('result'), width: 100, sortable: false,
      renderCell: ({ row }) => <Chip size="small" color={row.result === 'success' ? 'success' : 'error'} label={t(`results.${row.result}`)} />,
    },
    { field: 'detail', headerName: t('detail'), flex: 1, minWidth: 220, sortable: false },
  ];

  if (isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{tUi('retry')}</Button>}>
        {tUi('loadFailed')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack spacing={0.5} data-testid="backup-settings">
            <Typography variant="subtitle1" component="h2">{t('settings')}</Typography>
            <Typography variant="body2">{t('dir', { value: data ? data.dir ?? t('none') : '…' })}</Typography>
            <Typography variant="body2">{t('schedule', { value: data ? scheduleText(data) : '…' })}</Typography>
            <Typography variant="body2">{t('keep', { value: data ? t('keepCount', { count: data.keep }) : '…' })}</Typography>
          </Stack>
          <Button variant="contained" disabled={!data?.dir || run.isPending} onClick={() => run.mutate()} data-testid="backup-run">
            {run.isPending ? t('running') : t('run')}
          </Button>
        </Stack>
        {data && !data.dir && <Alert severity="warning" sx={{ mt: 2 }}>{t('noDir')}</Alert>}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{t('files')}</Typography>
        <DataTable
          testId="backup-files" columns={fileColumns} rows={pageOf(data?.files, filePage)} total={data?.files.length} loading={isFetching}
          page={filePage} onPageChange={setFilePage} getRowId={(r) => r.name} emptyText={t('noFiles')}
        />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{t('runs')}</Typography>
        <DataTable
          testId="backup-runs" columns={runColumns} rows={pageOf(data?.runs, runPage)} total={data?.runs.length} loading={isFetching}
          page={runPage} onPageChange={setRunPage} getRowId={(r) => `${r.at} ${r.result}`} emptyText={t('noRuns')}
        />
      </Paper>
    </Stack>
  );
}
