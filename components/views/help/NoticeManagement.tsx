import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { NoticeStatus } from '@/lib/domain/noticeStatus';
import type { PublishedNotice } from '@/lib/contracts/notice';
import { message } from '@/lib/client/stores/messages';
import { noticeKeys } from '@/lib/client/api/notice';
import { getPublishedNotices, publishedKeys, withdrawNotice, type PublishedQuery } from '@/lib/client/api/noticePublishing';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DataTable, { type Page } from '@/components/ui/DataTable';
import RemixIcon from '@/components/shell/RemixIcon';
import NoticeDialog from './NoticeDialog';

const STATUSES: NoticeStatus[] = ['active', 'scheduled', 'expired', 'withdrawn'];
const STATUS_COLOR = { active: 'success', scheduled: 'info', expired: 'default', withdrawn: 'warning' } as const;

/** 通知发布: the personnel bureau and admin publish notices to everyone, a region or some units, and manage their own. */
export default function NoticeManagement() {
  const t = useTranslations('help.notices');
  const tUi = useTranslations('ui');
  const client = useQueryClient();
  const [draft, setDraft] = useState({ keyword: '', status: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<PublishedNotice | 'new' | null>(null);
  const [withdrawing, setWithdrawing] = useState<PublishedNotice | null>(null);
  const [busy, setBusy] = useState(false);

  const query = useMemo<PublishedQuery>(() => ({
    ...page, keyword: filters.keyword || undefined, status: (filters.status || undefined) as NoticeStatus | undefined,
  }), [filters, page]);
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: publishedKeys.list(query), queryFn: () => getPublishedNotices(query), placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: noticeKeys.all });

  const audienceText = (n: PublishedNotice) =>
    n.audience === 'all' ? t('audiences.all') : n.audience === 'region' ? n.regionName ?? '' : n.unitNames.join('、');
  const columns: GridColDef<PublishedNotice>[] = [
    { field: 'title', headerName: t('title'), flex: 1, minWidth: 200, sortable: false },
    {
      field: 'audience', headerName: t('audience'), flex: 1, minWidth: 160, sortable: false,
      renderCell: ({ row }) => <Tooltip title={audienceText(row)}><span>{audienceText(row)}</span></Tooltip>,
    },
    {
      field: 'validUntil', headerName: t('window'), width: 200, sortable: false,
      valueGetter: (_v, row) => (row.validFrom || row.validUntil ? `${row.validFrom ?? '…'} ~ ${row.validUntil ?? '…'}` : t('always')),
    },
    {
      field: 'status', headerName: t('status'), width: 100, sortable: false,
      renderCell: ({ row }) => <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`statuses.${row.status}`)} />,
    },
    { field: 'readCount', headerName: t('readCount'), width: 90, sortable: false, type: 'number' },
    { field: 'publishedAt', headerName: t('publishedAt'), width: 170, sortable: false },
    {
      field: 'actions', headerName: tUi('actions'), width: 110, sortable: false,
      renderCell: ({ row }) => row.status === 'withdrawn' ? null : (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <IconButton size="small" aria-label={t('edit')} data-hint={t('edit')} onClick={() => setEditing(row)}><RemixIcon name="edit-line" /></IconButton>
          <IconButton size="small" color="warning" aria-label={t('withdraw')} data-hint={t('withdraw')} onClick={() => setWithdrawing(row)}><RemixIcon name="arrow-go-back-line" /></IconButton>
        </Stack>
      ),
    },
  ];

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      const answer = await withdrawNotice(withdrawing.id);
      if (answer.kind === 'done') message.success(t('withdrawn'));
      else message.error(answer.message);
      setWithdrawing(null);
      void refresh();
    } catch {
      message.error(tUi('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); setFilters(draft); setPage({ ...page, pageNo: 1 }); }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField size="small" label={t('keyword')} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <TextField select size="small" label={t('status')} value={draft.status} sx={{ minWidth: 130 }} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <MenuItem value="">{t('allStatuses')}</MenuItem>
            {STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`statuses.${s}`)}</MenuItem>)}
          </TextField>
          <Button type="submit" variant="contained">{tUi('search')}</Button>
          <Button onClick={() => { setDraft({ keyword: '', status: '' }); setFilters({ keyword: '', status: '' }); }}>{tUi('reset')}</Button>
          <Stack sx={{ flex: 1 }} />
          <Button variant="contained" color="success" startIcon={<RemixIcon name="megaphone-line" />} onClick={() => setEditing('new')} data-testid="notice-new">
            {t('publish')}
          </Button>
        </Stack>
      </Paper>
      {isError && <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
      <Paper>
        <DataTable testId="published-notices" columns={columns} rows={data?.list} total={data?.total} loading={isFetching} page={page} onPageChange={setPage} emptyText={t('empty')} />
      </Paper>
      {editing && (
        <NoticeDialog
          notice={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(editing === 'new' ? t('published') : t('saved'));
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(withdrawing)} title={t('withdrawTitle')} danger busy={busy} confirmText={t('withdraw')}
        onConfirm={confirmWithdraw} onClose={() => setWithdrawing(null)}
      >
        {t('withdrawText', { title: withdrawing?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
