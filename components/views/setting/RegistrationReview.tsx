import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddressFilters } from '@/components/routing/useAddressFilters';
import { REGISTRATION_STATUSES, type RegistrationItem, type RegistrationStatus } from '@/lib/contracts/register';
import { getRegistrations, registrationKeys, reviewRegistration, type RegistrationQuery } from '@/lib/client/api/register';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DataTable from '@/components/ui/DataTable';
import { decisionReasonError } from './registrationForm';

type Filters = { status: string; keyword: string };
const INITIAL: Filters = { status: 'PENDING', keyword: '' };
const STATUS_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'default' } as const;

type Decision = { row: RegistrationItem; approve: boolean };

/** 注册审核: admin and the region's personnel bureau approve or reject the accounts units registered; the filters are in the address. */
export default function RegistrationReview() {
  const t = useTranslations('registration.review');
  const tUi = useTranslations('ui');
  const tRole = useTranslations('role');
  const queryClient = useQueryClient();
  const { applied: filters, draft, setDraft, page, setPage, apply: applyFilters } = useAddressFilters<Filters>(INITIAL, { status: REGISTRATION_STATUSES });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const query: RegistrationQuery = {
    ...page, ...(filters.status ? { status: filters.status as RegistrationStatus } : {}), ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  };
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: registrationKeys.list(query), queryFn: () => getRegistrations(query), placeholderData: keepPreviousData,
  });

  const review = useMutation({
    mutationFn: reviewRegistration,
    onSuccess: (item) => {
      message.success(t(item.status === 'APPROVED' ? 'approved' : 'rejected', { username: item.username }));
      setDecision(null);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    },
  });

  const open = (row: RegistrationItem, approve: boolean) => {
    setDecision({ row, approve });
    setReason('');
    setReasonError(null);
  };
  const confirm = () => {
    if (!decision) return;
    const refused = decisionReasonError(decision.approve, reason);
    if (refused) {
      setReasonError(refused);
      return false;
    }
    return review.mutateAsync({ id: decision.row.id, approve: decision.approve, reason: decision.approve ? '' : reason.trim() });
  };

  const columns: GridColDef<RegistrationItem>[] = [
    { field: 'createdAt', headerName: t('createdAt'), width: 155, sortable: false },
    { field: 'username', headerName: t('username'), width: 120, sortable: false },
    { field: 'unitName', headerName: t('unitName'), flex: 1, minWidth: 160, sortable: false },
    { field: 'unitCode', headerName: t('unitCode'), width: 175, sortable: false },
    { field: 'role', headerName: t('role'), width: 90, sortable: false, valueFormatter: (v: string) => tRole(v) },
    { field: 'contactName', headerName: t('contactName'), width: 90, sortable: false },
    { field: 'mobile', headerName: t('mobile'), width: 115, sortable: false },
    {
      field: 'status', headerName: t('status'), width: 100, sortable: false,
      renderCell: ({ row }) => <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`statuses.${row.status}`)} />,
    },
    {
      field: 'actions', headerName: tUi('actions'), width: 150, sortable: false,
      renderCell: ({ row }) => row.status === 'PENDING' && (
        <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
          <Button size="small" variant="contained" onClick={() => open(row, true)} data-testid={`approve-${row.username}`}>{t('approve')}</Button>
          <Button size="small" color="error" onClick={() => open(row, false)} data-testid={`reject-${row.username}`}>{t('reject')}</Button>
        </Stack>
      ),
    },
    {
      field: 'reviewer', headerName: t('reviewer'), width: 170, sortable: false,
      valueGetter: (_v, row) => (row.reviewer ? `${row.reviewer} ${row.reviewedAt}` : ''),
    },
    { field: 'reason', headerName: t('reason'), width: 160, sortable: false },
  ];

  const apply = () => applyFilters(draft);

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); apply(); }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select size="small" label={t('status')} value={draft.status} sx={{ minWidth: 130 }}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {REGISTRATION_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`statuses.${s}`)}</MenuItem>)}
          </TextField>
          <TextField
            size="small" label={t('keyword')} placeholder={t('keywordHelp')} value={draft.keyword} slotProps={{ htmlInput: { maxLength: 50 } }}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} sx={{ minWidth: 240 }}
          />
          <Button type="submit" variant="contained">{tUi('search')}</Button>
          <Button onClick={() => applyFilters(INITIAL)}>{tUi('reset')}</Button>
        </Stack>
      </Paper>
      {isError && <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
      <Paper>
        <DataTable
          testId="registration-review" columns={columns} rows={data?.list} total={data?.total} loading={isFetching} page={page}
          onPageChange={setPage} emptyText={t('empty')}
        />
      </Paper>
      <ConfirmDialog
        open={Boolean(decision)} busy={review.isPending} danger={decision ? !decision.approve : false}
        title={decision?.approve ? t('approveTitle') : t('rejectTitle')}
        confirmText={decision?.approve ? t('approve') : t('reject')}
        onConfirm={confirm} onClose={() => setDecision(null)}
      >
        {decision && (
          <Stack spacing={2}>
            <DialogContentText>
              {t(decision.approve ? 'approveText' : 'rejectText', { username: decision.row.username, unit: decision.row.unitName })}
            </DialogContentText>
            {!decision.approve && (
              <TextField
                label={t('reason')} value={reason} required multiline minRows={2} autoFocus error={Boolean(reasonError)}
                helperText={reasonError ? t(reasonError) : undefined}
                onChange={(e) => { setReason(e.target.value); setReasonError(null); }}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reject-reason' } }}
              />
            )}
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
