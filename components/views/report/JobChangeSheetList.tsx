import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FilingSummary } from '@/lib/contracts/filing';
import { filingKeys, getFilingList, type FilingListQuery } from '@/lib/client/api/filing';
import DataTable, { type Page } from '@/components/ui/DataTable';
import { JOB_CHANGE_TYPES, jobChangeSheetPath } from './jobChangeSheetLink';

type TypeFilter = '' | (typeof JOB_CHANGE_TYPES)[number];

/** The POST_APPOINT and POST_CHANGE filings in the caller's scope, paged on the server; a row opens its sheet in a tab. */
export default function JobChangeSheetList() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const navigate = useNavigate();
  const [type, setType] = useState<TypeFilter>('');
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState({ type: '' as TypeFilter, keyword: '' });
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const query: FilingListQuery = {
    ...page, box: 'all', filingType: applied.type ? [applied.type] : [...JOB_CHANGE_TYPES], ...(applied.keyword ? { keyword: applied.keyword } : {}),
  };
  const list = useQuery({ queryKey: filingKeys.list(query), queryFn: () => getFilingList(query), placeholderData: keepPreviousData });

  const columns = ([
    { field: 'filingNo', headerName: t('jobChangeSheet.list.filingNo'), minWidth: 170, flex: 0.8 },
    { field: 'typeName', headerName: t('jobChangeSheet.list.type'), minWidth: 110 },
    { field: 'unitName', headerName: t('jobChangeSheet.list.unit'), minWidth: 180, flex: 1 },
    { field: 'status', headerName: t('jobChangeSheet.list.status'), minWidth: 130, valueFormatter: (v: string) => t(`filingStatus.${v}`) },
    { field: 'lastSubmittedAt', headerName: t('jobChangeSheet.list.submitted'), minWidth: 160 },
    {
      field: 'open', headerName: '', width: 130, renderCell: ({ row }) => (
        <Button size="small" onClick={() => navigate(jobChangeSheetPath(row.id))}>{t('jobChangeSheet.open')}</Button>
      ),
    },
  ] satisfies GridColDef<FilingSummary>[]).map((c): GridColDef<FilingSummary> => ({ ...c, sortable: false }));

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('jobChangeSheet.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('jobChangeSheet.listHint')}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} component="form"
        onSubmit={(e) => { e.preventDefault(); setApplied({ type, keyword: keyword.trim() }); setPage((p) => ({ ...p, pageNo: 1 })); }}>
        <TextField select size="small" label={t('jobChangeSheet.list.type')} value={type} onChange={(e) => setType(e.target.value as TypeFilter)} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('jobChangeSheet.allTypes')}</MenuItem>
          {JOB_CHANGE_TYPES.map((c) => <MenuItem key={c} value={c}>{t(`filingType.${c}`)}</MenuItem>)}
        </TextField>
        <TextField size="small" label={t('jobChangeSheet.keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>{tUi('search')}</Button>
      </Paper>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
          {list.error.message || t('loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTable testId="job-change-sheet-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching}
          page={page} onPageChange={setPage} onRowClick={(r) => navigate(jobChangeSheetPath(r.id))} emptyText={t('jobChangeSheet.listEmpty')} />
      </Paper>
    </Stack>
  );
}
