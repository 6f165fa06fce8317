import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { FilingSummary } from '@/lib/contracts/filing';
import { filingKeys, getFilingList } from '@/lib/client/api/filing';
import { useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import DataTable, { PAGE_SIZES } from '@/components/ui/DataTable';
import FilingFilters from './FilingFilters';
import FilingStatusChip from './FilingStatusChip';
import { filingTypeName } from './filingTypes';
import { buildListQuery, filtersFromParams, paramsFromFilters, type ListFilters, type ListPreset } from './listQuery';
import WaitingMarker from './WaitingMarker';

export interface FilingListProps {
  preset: ListPreset;
  /** What the list holds, under its title. */
  hint: string;
  /** Reviewers and admin see whose filing it is and may filter by unit. */
  showUnit: boolean;
  /** Related lists that have no menu entry of their own. */
  links?: { to: string; label: string }[];
  /** Opens a filing; by default its detail page. */
  onOpen?(filing: FilingSummary): void;
}

const PENDING = ['PENDING_ZG', 'PENDING_RSJ'];

export const detailPath = (id: number) => `/view/checkDetail?id=${id}`;

/** One list of filings for every review, history and declaration screen: filters in the address, server paging. */
export default function FilingList({ preset, hint, showUnit, links, onOpen }: FilingListProps) {
  const t = useTranslations('filing');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const navigate = useNavigate();
  const routeTitle = useRouteTitle();
  const title = routeTitle(useRouteMatches().at(-1)?.handle.meta.title);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, PAGE_SIZES);
  const query = buildListQuery(preset, filters);
  const list = useQuery({ queryKey: filingKeys.list(query), queryFn: () => getFilingList(query), placeholderData: keepPreviousData });

  const update = (next: Partial<ListFilters>) => setParams(paramsFromFilters({ ...filters, pageNo: 1, ...next }), { replace: true });
  const open = useCallback((f: FilingSummary) => (onOpen ? onOpen(f) : navigate(detailPath(f.id))), [onOpen, navigate]);

  const columns = useMemo((): GridColDef<FilingSummary>[] => {
    // English labels run longer than Chinese ones.
    const en = locale === 'en';
    const status: GridColDef<FilingSummary> = {
      field: 'status', headerName: t('column.status'), minWidth: en ? 230 : 150, flex: 0.8,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
          <FilingStatusChip status={row.status} filingType={row.filingType} />
          {row.correctedById !== null && <Chip size="small" color="warning" variant="outlined" label={t('column.corrected')} data-testid={`filing-corrected-${row.id}`} />}
        </Box>
      ),
    };
    const waiting: GridColDef<FilingSummary> = {
      field: 'waitingDays', headerName: t('column.waiting'), width: en ? 150 : 120,
      renderCell: ({ row }) => (PENDING.includes(row.status) ? <WaitingMarker days={row.waitingDays} /> : null),
    };
    const titleColumn: GridColDef<FilingSummary> = { field: 'title', headerName: t('column.title'), minWidth: 180, flex: 1.4 };
    const all: GridColDef<FilingSummary>[] = narrow ? [titleColumn, status, waiting] : [
      { field: 'filingNo', headerName: t('column.filingNo'), minWidth: 160, flex: 0.9 },
      { field: 'typeName', headerName: t('column.type'), minWidth: 120, flex: 0.7, valueGetter: (_v, row) => filingTypeName(row.filingType, locale) },
      titleColumn,
      ...(showUnit ? [{ field: 'unitName', headerName: t('column.unit'), minWidth: 160, flex: 1 } satisfies GridColDef<FilingSummary>] : []),
      status,
      { field: 'submitCount', headerName: t('column.submitCount'), width: en ? 115 : 90, align: 'right', headerAlign: 'right' },
      { field: 'lastSubmittedAt', headerName: t('column.lastSubmittedAt'), minWidth: 150, flex: 0.7 },
      waiting,
      {
        field: 'actions', headerName: t('column.actions'), width: 90,
        renderCell: ({ row }) => (
          <Button size="small" onClick={(e) => { e.stopPropagation(); open(row); }} data-testid={`open-filing-${row.id}`}>
            {t('open')}
          </Button>
        ),
      },
    ];
    return all.map((c) => ({ ...c, sortable: false }));
  }, [t, locale, narrow, showUnit, open]);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">{hint}</Typography>
        </Box>
        {links?.map((l) => <Button key={l.to} component={RouterLink} to={l.to} size="small">{l.label}</Button>)}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilingFilters
          key={params.get('keyword') ?? ''}
          preset={preset} filters={filters} showUnit={showUnit}
          onChange={update} onReset={() => setParams({}, { replace: true })}
        />
      </Paper>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
          {t('listFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTable
          testId="filing-list"
          columns={columns}
          rows={list.data?.list}
          total={list.data?.total}
          loading={list.isFetching}
          page={{ pageNo: filters.pageNo, pageSize: filters.pageSize }}
          onPageChange={(p) => update(p)}
          onRowClick={open}
          emptyText={t('empty')}
        />
      </Paper>
    </Stack>
  );
}
