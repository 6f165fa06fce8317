import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import type { PostPlanItem } from '@/lib/contracts/postSetting';
import { filingKeys, getFilingUnits } from '@/lib/client/api/filing';
import { getPostPlan, getPostPlans, postPlanKeys } from '@/lib/client/api/postPlan';
import { useAclStore } from '@/lib/client/stores/acl';
import { useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import DataTable, { PAGE_SIZES } from '@/components/ui/DataTable';
import { HISTORY_LINKS, unitPlanHistoryPath } from './links';
import PlanPanel from './PlanPanel';

/** The history kinds of reportHis/{type}: 11 is the versions of a unit's approved post plan. */
const PLAN_VERSIONS = '11';

/**
 * 岗位设置历史 (/jobplanrecord/reportHis/11/{navTabId}): the versions of a unit's post plan, newest first, and the
 * levels of the one chosen. A unit sees its own; reviewers pick a unit, which opens its history in a tab of its own.
 */
export default function PlanHistory() {
  const t = useTranslations('jobplanrecord');
  const tUi = useTranslations('ui');
  // The menu's reportHis/11/reporthis is a static route: its segments are read from the path.
  const params = useParams();
  const fromPath = /\/reportHis\/([^/]+)\/([^/]+)/.exec(useLocation().pathname);
  const type = params.type ?? fromPath?.[1];
  const navTabId = params.navTabId ?? fromPath?.[2];
  const navigate = useNavigate();
  const routeTitle = useRouteTitle();
  const title = routeTitle(useRouteMatches().at(-1)?.handle.meta.title);
  const unitAccount = useAclStore((s) => s.role.includes('jc'));
  const unitId = navTabId && /^\d+$/.test(navTabId) ? Number(navTabId) : undefined;
  const needsUnit = !unitAccount && unitId === undefined;
  const known = type === PLAN_VERSIONS;

  const units = useQuery({ queryKey: filingKeys.units(), queryFn: getFilingUnits, enabled: !unitAccount, staleTime: 60_000 });
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZES[1] ?? PAGE_SIZES[0] });
  const [selected, setSelected] = useState<number | null>(null);
  const query = { ...page, ...(unitId ? { unitId } : {}) };
  const list = useQuery({
    queryKey: postPlanKeys.list(query), queryFn: () => getPostPlans(query), enabled: known && !needsUnit, placeholderData: keepPreviousData,
  });
  const chosen = selected ?? list.data?.list[0]?.id ?? null;
  const detail = useQuery({ queryKey: postPlanKeys.detail(chosen ?? 0), queryFn: () => getPostPlan(chosen!), enabled: chosen !== null });

  const columns = useMemo((): GridColDef<PostPlanItem>[] => ([
    { field: 'planVersion', headerName: t('history.version'), width: 90, renderCell: ({ row }) => t('history.versionNo', { n: row.planVersion }) },
    { field: 'effectiveFrom', headerName: t('history.effectiveFrom'), minWidth: 120, flex: 0.6 },
    {
      field: 'isCurrent', headerName: t('history.state'), width: 110,
      renderCell: ({ row }) => <Chip size="small" color={row.isCurrent ? 'success' : 'default'} label={row.isCurrent ? t('plan.current') : t('plan.superseded')} />,
    },
    { field: 'postTotal', headerName: t('field.postTotal'), width: 100, align: 'right', headerAlign: 'right' },
    { field: 'managePosts', headerName: t('field.managePosts'), width: 110, align: 'right', headerAlign: 'right' },
    { field: 'techPosts', headerName: t('field.techPosts'), width: 120, align: 'right', headerAlign: 'right' },
    { field: 'workerPosts', headerName: t('field.workerPosts'), width: 120, align: 'right', headerAlign: 'right' },
    { field: 'sourceFilingNo', headerName: t('history.source'), minWidth: 170, flex: 0.8, valueGetter: (_v, row) => row.sourceFilingNo ?? t('history.initial') },
  ] satisfies GridColDef<PostPlanItem>[]).map((c) => ({ ...c, sortable: false })), [t]);

  if (!known) return <Alert severity="warning" data-testid="history-unknown">{t('history.unknownType', { type: type ?? '' })}</Alert>;
  const unitName = list.data?.list[0]?.unitName;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{unitName ? `${title} · ${unitName}` : title}</Typography>
          <Typography variant="body2" color="text.secondary">{t('history.plansHint')}</Typography>
        </Box>
        <Button component={RouterLink} to={HISTORY_LINKS.filings} size="small">{t('page.filingHistory')}</Button>
      </Box>
      {!unitAccount && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Autocomplete
            size="small" sx={{ maxWidth: 420 }} options={units.data ?? []} loading={units.isPending}
            getOptionLabel={(u) => u.unitName} isOptionEqualToValue={(a, b) => a.id === b.id}
            value={units.data?.find((u) => u.id === unitId) ?? null}
            onChange={(_e, u) => u && navigate(unitPlanHistoryPath(u.id))}
            renderInput={(params) => <TextField {...params} label={t('history.unit')} placeholder={t('history.pickUnit')} />}
            data-testid="history-unit"
          />
        </Paper>
      )}
      {needsUnit && <Alert severity="info">{t('history.pickUnitHint')}</Alert>}
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
          {list.error.message}
        </Alert>
      )}
      {!needsUnit && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataTable
            testId="plan-history" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching}
            page={page} onPageChange={setPage} onRowClick={(r) => setSelected(r.id)} emptyText={t('history.empty')}
          />
        </Paper>
      )}
      {chosen !== null && detail.isPending && <Skeleton variant="rounded" height={220} />}
      {detail.data && <PlanPanel plan={detail.data} />}
    </Stack>
  );
}
