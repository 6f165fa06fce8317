import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import 'dayjs/locale/zh-cn';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CampaignItem } from '@/lib/contracts/campaign';
import { REMIND_DAYS_BEFORE } from '@/lib/domain/campaign';
import { campaignKeys, deleteCampaign, getCampaigns } from '@/lib/client/api/campaign';
import { workbenchKeys } from '@/lib/client/api/workbench';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DataTable, { type Page } from '@/components/ui/DataTable';
import { filingTypeName } from '../check/filingTypes';
import CampaignDialog from './CampaignDialog';

/**
 * 上报任务: the yearly rounds the base units must file by a deadline — the bureau sets those of its region and reads those
 * set above it, the admin sets them for every region or for one. Newest year first.
 */
export default function Campaign() {
  const t = useTranslations('setting.campaign');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<CampaignItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CampaignItem | null>(null);
  const { data, isFetching, isError, refetch } = useQuery({ queryKey: campaignKeys.list(page), queryFn: () => getCampaigns(page) });
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignKeys.all }), queryClient.invalidateQueries({ queryKey: workbenchKeys.summary() }),
  ]);

  async function remove(c: CampaignItem) {
    const answer = await deleteCampaign(c);
    if (answer.kind === 'done') message.success(t('deleted'));
    else message.error(answer.message);
    setDeleting(null);
    await refresh();
  }

  const columns: GridColDef<CampaignItem>[] = [
    { field: 'year', headerName: t('year'), width: 90, sortable: false },
    { field: 'filingType', headerName: t('type'), flex: 1, minWidth: 160, sortable: false, valueFormatter: (v: string) => filingTypeName(v, locale) },
    { field: 'deadline', headerName: t('deadline'), width: 120, sortable: false },
    { field: 'regionName', headerName: t('region'), width: 120, sortable: false, valueFormatter: (v: string | null) => v ?? t('allRegions') },
    { field: 'note', headerName: t('note'), flex: 1, minWidth: 180, sortable: false },
    {
      field: 'actions', headerName: tUi('actions'), width: 110, sortable: false,
      renderCell: ({ row }) => (row.editable ? (
        <Stack direction="row">
          <IconButton size="small" aria-label={t('editOf', { year: row.year, type: filingTypeName(row.filingType, locale) })} data-hint={t('edit')}
            onClick={() => setEditing(row)} data-testid={`campaign-edit-${row.id}`}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" color="error" aria-label={t('deleteOf', { year: row.year, type: filingTypeName(row.filingType, locale) })} data-hint={t('delete')}
            onClick={() => setDeleting(row)} data-testid={`campaign-delete-${row.id}`}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : <Typography variant="body2" color="text.secondary">{t('setAbove')}</Typography>),
    },
  ];

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">{t('intro', { days: REMIND_DAYS_BEFORE })}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ flexShrink: 0 }} data-testid="campaign-add">{t('create')}</Button>
      </Stack>
      {isError && (
        <Alert severity="error" sx={{ mb: 1 }} action={<Button color="inherit" size="small" onClick={() => void refetch()}>{tUi('retry')}</Button>}>
          {tUi('loadFailed')}
        </Alert>
      )}
      <Stack sx={{ overflowX: 'auto' }}>
        <DataTable
          testId="campaign-list" columns={columns} rows={data?.list} total={data?.total} loading={isFetching}
          page={page} onPageChange={setPage} emptyText={t('empty')}
        />
      </Stack>
      {editing !== undefined && (
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'en' ? 'en' : 'zh-cn'}>
          <CampaignDialog campaign={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void refresh(); }} />
        </LocalizationProvider>
      )}
      <ConfirmDialog
        open={Boolean(deleting)} danger title={t('deleteTitle')} confirmText={t('delete')}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      >
        {deleting ? t('deleteText', { year: deleting.year, type: filingTypeName(deleting.filingType, locale), deadline: deleting.deadline }) : ''}
      </ConfirmDialog>
    </Paper>
  );
}
