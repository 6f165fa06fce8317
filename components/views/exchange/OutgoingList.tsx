import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OutgoingExchange } from '@/lib/contracts/exchange';
import { exchangeKeys, getOutgoing, uploadConsent } from '@/lib/client/api/exchange';
import { message } from '@/lib/client/stores/messages';
import DataTable, { type Page } from '@/components/ui/DataTable';
import FilingStatusChip from '@/components/views/check/FilingStatusChip';
import { detailPath } from '@/components/views/check/FilingList';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.ofd,.doc,.docx,.xls,.xlsx';

/** 调出相关: transfers other units filed that take this unit's persons; the unit reads them and attaches its consent. */
export default function OutgoingList() {
  const t = useTranslations('exchange');
  const tUi = useTranslations('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 10 });
  const list = useQuery({ queryKey: exchangeKeys.outgoing(page), queryFn: () => getOutgoing(page), placeholderData: keepPreviousData });
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function attach(file: File) {
    if (target === null) return;
    setBusy(true);
    try {
      const outcome = await uploadConsent(target, file);
      if (outcome.kind === 'done') message.success(t('outgoing.uploaded'));
      else message.error(outcome.message);
      void client.invalidateQueries({ queryKey: exchangeKeys.all });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const columns = useMemo((): GridColDef<OutgoingExchange>[] => {
    const persons: GridColDef<OutgoingExchange> = { field: 'persons', headerName: t('outgoing.persons'), minWidth: 140, flex: 1, valueGetter: (_v, row) => row.persons.join('、') };
    const consent: GridColDef<OutgoingExchange> = {
      field: 'hasConsent', headerName: t('outgoing.consent'), minWidth: 200, flex: 1,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip size="small" color={row.hasConsent ? 'success' : 'default'} label={t(row.hasConsent ? 'outgoing.attached' : 'outgoing.missing')} />
          {row.canAttach && (
            <Button
              size="small" disabled={busy} data-testid={`attach-consent-${row.id}`}
              onClick={(e) => {
                e.stopPropagation();
                setTarget(row.id);
                input.current?.click();
              }}
            >
              {t('outgoing.attach')}
            </Button>
          )}
        </Stack>
      ),
    };
    const status: GridColDef<OutgoingExchange> = {
      field: 'status', headerName: t('outgoing.status'), minWidth: 140, renderCell: ({ row }) => <FilingStatusChip status={row.status} filingType="EXCHANGE" />,
    };
    if (narrow) return [persons, status, consent].map((c) => ({ ...c, sortable: false }));
    return [
      { field: 'filingNo', headerName: t('outgoing.filingNo'), minWidth: 150, flex: 0.8 },
      { field: 'receivingUnitName', headerName: t('outgoing.receivingUnit'), minWidth: 180, flex: 1.2 },
      persons, status,
      { field: 'updatedAt', headerName: t('outgoing.updatedAt'), minWidth: 150 },
      consent,
    ].map((c) => ({ ...c, sortable: false }));
  }, [t, narrow, busy]);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t('outgoing.hint')}</Typography>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
          {t('outgoing.loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTable
          testId="outgoing-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching || busy}
          page={page} onPageChange={setPage} onRowClick={(row) => navigate(detailPath(row.id))} emptyText={t('outgoing.empty')}
        />
      </Paper>
      <input
        ref={input} type="file" hidden accept={ACCEPT} data-testid="consent-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void attach(file);
          else setTarget(null);
        }}
      />
    </Stack>
  );
}
