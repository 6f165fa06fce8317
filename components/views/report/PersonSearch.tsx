import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PERSON_SEARCH_COLUMNS, type PersonSearchFilters, type PersonSearchRow } from '@/lib/contracts/report';
import { exportPersonSearch, reportKeys, searchPersons } from '@/lib/client/api/report';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DataTable, { type Page } from '@/components/ui/DataTable';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { today as todayInChina } from '@/lib/domain/datetime';
import CodeSelect from './CodeSelect';
import ReportBasis from './ReportBasis';
import { personSearchErrors } from './searchForms';

type Column = (typeof PERSON_SEARCH_COLUMNS)[number];
type Filters = Partial<PersonSearchFilters>;
const CODE_COLUMNS: Partial<Record<Column, string>> = {
  gender: 'gender', ethnicity: 'ethnicity', politicalStatus: 'politicalStatus', education: 'education', degree: 'degree', titleLevel: 'titleLevel',
  postCategory: 'postCategory', postLevel: 'postLevel', estabStatus: 'estabStatus', estabType: 'estabType', personStatus: 'personStatus', entryMethod: 'entryMethod',
};
const LISTS = [...Object.values(CODE_COLUMNS), 'assessmentResult'];
const MAIN_CODES = ['gender', 'politicalStatus', 'education', 'postCategory', 'estabStatus', 'estabType', 'personStatus'] as const;
const MORE_CODES = ['ethnicity', 'degree', 'titleLevel', 'postLevel', 'entryMethod'] as const;
const RANGES = [['birthFrom', 'birthTo'], ['workStartFrom', 'workStartTo'], ['unitEntryFrom', 'unitEntryTo']] as const;
const DEFAULT_COLUMNS: Column[] = ['unitName', 'name', 'idNumber', 'gender', 'age', 'education', 'postCategory', 'postLevel', 'estabType', 'personStatus'];

/** 综合查询（人员）: the §5.2 conditions, chosen columns, server paging, export with masked or (confirmed) full ID numbers. */
export default function PersonSearch() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const { options, label } = useCodeLists(LISTS);
  const [draft, setDraft] = useState<Filters>({ match: 'fuzzy' });
  const [filters, setFilters] = useState<Filters>({ match: 'fuzzy' });
  const [more, setMore] = useState(false);
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const [visible, setVisible] = useState<Column[]>(DEFAULT_COLUMNS);
  const [columnMenu, setColumnMenu] = useState<HTMLElement | null>(null);
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const query = { ...filters, ...page } as PersonSearchFilters & Page;
  const list = useQuery({ queryKey: reportKeys.persons(query), queryFn: () => searchPersons(query), placeholderData: keepPreviousData });
  const errors = personSearchErrors(draft);
  const invalid = Object.keys(errors).length > 0;
  const help = (k: keyof Filters) => errors[k] && t(errors[k]);
  const thisYear = Number(todayInChina().slice(0, 4));
  const years = Array.from({ length: 10 }, (_, i) => thisYear - i);
  const set = (patch: Filters) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => { setFilters(draft); setPage((p) => ({ ...p, pageNo: 1 })); };
  const reset = () => { setDraft({ match: 'fuzzy' }); setFilters({ match: 'fuzzy' }); setPage((p) => ({ ...p, pageNo: 1 })); };

  const run = async (revealIds: boolean) => {
    setExportMenu(null);
    setBusy(true);
    try {
      await exportPersonSearch({ ...(filters as PersonSearchFilters), columns: visible, revealIds });
      message.success(t('export.done'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const columns: GridColDef<PersonSearchRow>[] = visible.map((c) => ({
    field: c, headerName: t(`column.${c}`), minWidth: c === 'unitName' ? 200 : c === 'idNumber' ? 180 : CODE_COLUMNS[c] ? 130 : 100, flex: c === 'unitName' ? 1 : undefined,
    sortable: false, valueFormatter: CODE_COLUMNS[c] ? (v: string | null) => label(CODE_COLUMNS[c]!, v) : undefined,
  }));
  const age = (key: 'ageFrom' | 'ageTo') => (
    <TextField size="small" type="number" label={t(`filter.${key}`)} value={draft[key] ?? ''} fullWidth
      error={Boolean(errors[key])} helperText={help(key)}
      slotProps={{ htmlInput: { min: 16, max: 80, 'data-testid': `report-${key}` } }}
      onChange={(e) => set({ [key]: e.target.value === '' ? undefined : Number(e.target.value) })} />
  );
  const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); if (!invalid) apply(); }}>
        <Box sx={{ mb: 1.5 }}><ReportBasis text={t('filter.basis')} /></Box>
        <Box sx={grid}>
          <TextField size="small" label={t('filter.name')} value={draft.name ?? ''} onChange={(e) => set({ name: e.target.value || undefined })}
            slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'report-name' } }} />
          <TextField size="small" label={t('filter.idNumber')} value={draft.idNumber ?? ''} onChange={(e) => set({ idNumber: e.target.value || undefined })}
            error={Boolean(errors.idNumber)} helperText={help('idNumber') || t('filter.idHint')}
            slotProps={{ htmlInput: { maxLength: 18, 'data-testid': 'report-idNumber' } }} />
          <TextField select size="small" label={t('filter.match')} value={draft.match ?? 'fuzzy'} onChange={(e) => set({ match: e.target.value as 'fuzzy' | 'exact' })}>
            <MenuItem value="fuzzy">{t('filter.fuzzy')}</MenuItem>
            <MenuItem value="exact">{t('filter.exact')}</MenuItem>
          </TextField>
          <TextField size="small" label={t('filter.major')} value={draft.major ?? ''} onChange={(e) => set({ major: e.target.value || undefined })} slotProps={{ htmlInput: { maxLength: 50 } }} />
          {MAIN_CODES.map((k) => <CodeSelect key={k} label={t(`column.${k}`)} options={options(k)} value={draft[k]} onChange={(v) => set({ [k]: v })} testId={`report-${k}`} />)}
          {age('ageFrom')}
          {age('ageTo')}
          <TextField select size="small" label={t('filter.assessmentYear')} value={draft.assessmentYear ?? ''} fullWidth
            error={Boolean(errors.assessmentYear)} helperText={help('assessmentYear')}
            onChange={(e) => set({ assessmentYear: e.target.value === '' ? undefined : Number(e.target.value) })} slotProps={{ htmlInput: { 'data-testid': 'report-assessmentYear' } }}>
            <MenuItem value="">—</MenuItem>
            {years.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
          </TextField>
          <CodeSelect label={t('filter.assessmentResult')} options={options('assessmentResult')} value={draft.assessmentResult}
            onChange={(v) => set({ assessmentResult: v as Filters['assessmentResult'] })} testId="report-assessmentResult" />
          <FormControlLabel label={t('filter.inSanctionPeriod')} control={(
            <Checkbox size="small" checked={draft.inSanctionPeriod ?? false} onChange={(e) => set({ inSanctionPeriod: e.target.checked || undefined })}
              slotProps={{ input: { 'data-testid': 'report-inSanctionPeriod' } as object }} />
          )} />
        </Box>
        <Collapse in={more || RANGES.some(([, to]) => errors[to])}>
          <Box sx={{ ...grid, mt: 1.5 }}>
            {MORE_CODES.map((k) => <CodeSelect key={k} label={t(`column.${k}`)} options={options(k)} value={draft[k]} onChange={(v) => set({ [k]: v })} />)}
            {RANGES.flat().map((k) => (
              <TextField key={k} size="small" type="date" label={t(`filter.${k}`)} value={draft[k] ?? ''} onChange={(e) => set({ [k]: e.target.value || undefined })}
                error={Boolean(errors[k])} helperText={help(k)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `report-${k}` } }} />
            ))}
          </Box>
        </Collapse>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={invalid} data-testid="report-person-search">{tUi('search')}</Button>
          <Button onClick={reset}>{tUi('reset')}</Button>
          <Button onClick={() => setMore((m) => !m)}>{more ? t('filter.less') : t('filter.more')}</Button>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ViewColumnIcon />} onClick={(e) => setColumnMenu(e.currentTarget)} data-testid="report-columns">{t('columns')}</Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy || !list.data?.total} onClick={(e) => setExportMenu(e.currentTarget)} data-testid="report-person-export">
          {t('export.action')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>{list.data ? t('total', { total: list.data.total }) : ''}</Typography>
      </Box>
      <Menu anchorEl={columnMenu} open={Boolean(columnMenu)} onClose={() => setColumnMenu(null)}>
        {PERSON_SEARCH_COLUMNS.map((c) => (
          <MenuItem key={c} dense>
            <FormControlLabel label={t(`column.${c}`)} control={(
              <Checkbox size="small" checked={visible.includes(c)} disabled={visible.length === 1 && visible.includes(c)}
                onChange={(e) => setVisible((v) => (e.target.checked ? PERSON_SEARCH_COLUMNS.filter((x) => x === c || v.includes(x)) : v.filter((x) => x !== c)))} />
            )} />
          </MenuItem>
        ))}
      </Menu>
      <Menu anchorEl={exportMenu} open={Boolean(exportMenu)} onClose={() => setExportMenu(null)}>
        <MenuItem onClick={() => run(false)} data-testid="report-export-masked">{t('export.masked')}</MenuItem>
        <MenuItem onClick={() => { setExportMenu(null); setConfirming(true); }} data-testid="report-export-plain">{t('export.plain')}</MenuItem>
      </Menu>
      <ConfirmDialog open={confirming} title={t('export.confirmTitle')} confirmText={t('export.confirm')} busy={busy} danger onClose={() => setConfirming(false)} onConfirm={() => run(true)}>
        {t('export.confirmBody')}
      </ConfirmDialog>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
          {(list.error as Error).message || t('loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTable testId="report-person-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching}
          page={page} onPageChange={setPage} emptyText={t('empty')} />
      </Paper>
    </Stack>
  );
}
