import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FILING_TYPES, type FilingType } from '@/lib/contracts/filing';
import type { FilingSearchQuery } from '@/lib/client/api/report';
import type { FilingSearchRow } from '@/lib/contracts/report';
import { exportFilingSearch, reportKeys, searchFilings } from '@/lib/client/api/report';
import { message } from '@/lib/client/stores/messages';
import DataTable, { type Page } from '@/components/ui/DataTable';
import CodeSelect from './CodeSelect';
import { filingSearchErrors } from './searchForms';
import { useFilingStatusName } from '@/components/views/check/filingStatus';

type Filters = Partial<Omit<FilingSearchQuery, 'pageNo' | 'pageSize'>>;
const STATUSES = ['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED', 'VOID'] as const;

/** 综合查询（业务）: filings in scope by type, status, year, number and submitted range; export. */
export default function FilingSearch() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const [busy, setBusy] = useState(false);
  const query = { ...filters, ...page } as FilingSearchQuery;
  const list = useQuery({ queryKey: reportKeys.filings(query), queryFn: () => searchFilings(query), placeholderData: keepPreviousData });
  const errors = filingSearchErrors(draft);
  const invalid = Object.keys(errors).length > 0;
  const set = (patch: Filters) => setDraft((d) => ({ ...d, ...patch }));
  const typeName = (type: string) => t(`filingType.${type}`);
  const statusName = useFilingStatusName();
  const opts = (codes: readonly string[], name: (c: string) => string) => codes.map((code) => ({ code, zh: name(code), en: name(code), groupCode: null, selectable: true }));

  const run = async () => {
    setBusy(true);
    try {
      await exportFilingSearch(filters as FilingSearchQuery);
      message.success(t('export.done'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const columns: GridColDef<FilingSearchRow>[] = [
    { field: 'filingNo', headerName: t('filing.filingNo'), minWidth: 170, sortable: false },
    { field: 'filingType', headerName: t('filing.type'), minWidth: 140, sortable: false, valueFormatter: (v: string) => typeName(v) },
    { field: 'title', headerName: t('filing.title'), minWidth: 200, flex: 1, sortable: false },
    { field: 'unitName', headerName: t('column.unitName'), minWidth: 180, sortable: false },
    { field: 'year', headerName: t('filing.year'), width: 80, sortable: false },
    { field: 'status', headerName: t('filing.status'), minWidth: 130, sortable: false, valueFormatter: (v: string, row) => statusName(v, row.filingType) },
    { field: 'submitCount', headerName: t('filing.submitCount'), width: 90, sortable: false },
    { field: 'lastSubmittedAt', headerName: t('filing.lastSubmittedAt'), minWidth: 160, sortable: false },
  ];

  return (
    <Stack spacing={2} lang={locale}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form"
        onSubmit={(e) => { e.preventDefault(); if (!invalid) { setFilters(draft); setPage((p) => ({ ...p, pageNo: 1 })); } }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <CodeSelect label={t('filing.type')} options={opts(FILING_TYPES, typeName)} value={draft.filingType} onChange={(v) => set({ filingType: v as FilingType[] | undefined })} />
          <CodeSelect label={t('filing.status')} options={opts(STATUSES, (s) => statusName(s, draft.filingType?.length === 1 ? draft.filingType[0] : undefined))} value={draft.status} onChange={(v) => set({ status: v as Filters['status'] })} />
          <TextField size="small" type="number" label={t('filing.year')} value={draft.year ?? ''} error={Boolean(errors.year)} helperText={errors.year && t(errors.year)}
            onChange={(e) => set({ year: e.target.value === '' ? undefined : Number(e.target.value) })} />
          <TextField size="small" label={t('filing.filingNo')} value={draft.filingNo ?? ''} onChange={(e) => set({ filingNo: e.target.value || undefined })} slotProps={{ htmlInput: { maxLength: 30 } }} />
          <TextField size="small" type="date" label={t('filing.submittedFrom')} value={draft.submittedFrom ?? ''} onChange={(e) => set({ submittedFrom: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label={t('filing.submittedTo')} value={draft.submittedTo ?? ''} error={Boolean(errors.submittedTo)} helperText={errors.submittedTo && t(errors.submittedTo)}
            onChange={(e) => set({ submittedTo: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={invalid}>{tUi('search')}</Button>
          <Button onClick={() => { setDraft({}); setFilters({}); setPage((p) => ({ ...p, pageNo: 1 })); }}>{tUi('reset')}</Button>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy || !list.data?.total} onClick={run} data-testid="report-filing-export">{t('export.action')}</Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>{list.data ? t('total', { total: list.data.total }) : ''}</Typography>
      </Box>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
          {(list.error as Error).message || t('loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTable testId="report-filing-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching}
          page={page} onPageChange={setPage} emptyText={t('empty')} />
      </Paper>
    </Stack>
  );
}
