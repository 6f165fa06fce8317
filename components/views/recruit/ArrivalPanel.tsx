import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { PersonListItem } from '@/lib/contracts/person';
import { getPersonList, personKeys, type PersonQuery } from '@/lib/client/api/person';
import DataTable, { type Page } from '@/components/ui/DataTable';
import { useCodeLists } from '@/components/ui/useCodeLists';
import ArrivalDialog from './ArrivalDialog';

const LISTS = ['gender', 'postLevel', 'estabType'] as const;

/** 待报到人员: the unit's persons approved by a result or an introduction, each put on duty by an arrival. */
export default function ArrivalPanel() {
  const t = useTranslations('recruit.arrival');
  const tUi = useTranslations('ui');
  const { label } = useCodeLists(LISTS);
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 10 });
  const [arriving, setArriving] = useState<PersonListItem | null>(null);
  const query: PersonQuery = { ...page, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED' };
  const list = useQuery({ queryKey: personKeys.list(query), queryFn: () => getPersonList(query), placeholderData: keepPreviousData,
    // Approvals happen in the reviewers' sessions: a tab shown again reads the list afresh.
    staleTime: 0,
  });

  const columns = useMemo((): GridColDef<PersonListItem>[] => ([
    { field: 'name', headerName: t('name'), minWidth: 100, flex: 0.8 },
    { field: 'idNumber', headerName: t('idNumber'), minWidth: 170, flex: 1 },
    { field: 'gender', headerName: t('gender'), width: 80, valueGetter: (_v, row) => label('gender', row.gender) },
    { field: 'postLevel', headerName: t('postLevel'), minWidth: 150, flex: 1, valueGetter: (_v, row) => label('postLevel', row.postLevel) },
    { field: 'estabType', headerName: t('estabType'), minWidth: 110, flex: 0.7, valueGetter: (_v, row) => label('estabType', row.estabType) },
    {
      field: 'actions', headerName: t('actions'), width: 120, sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" variant="outlined" onClick={() => setArriving(row)} data-testid={`arrive-${row.id}`}>{t('arrive')}</Button>
      ),
    },
  ] satisfies GridColDef<PersonListItem>[]).map((c) => ({ ...c, sortable: false })), [t, label]);

  return (
    <Stack spacing={1} data-testid="arrival-panel">
      <Typography variant="h6" component="h2">{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('hint')}</Typography>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>{t('failed')}</Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTable
          testId="arrival-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching}
          page={page} onPageChange={setPage} emptyText={t('empty')}
        />
      </Paper>
      {arriving && <ArrivalDialog person={arriving} onClose={() => setArriving(null)} />}
    </Stack>
  );
}
