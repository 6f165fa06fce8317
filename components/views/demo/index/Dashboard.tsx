import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TABLE_STATUSES } from '@/lib/contracts/mock/table';
import { ALL_TABLE_ROWS, getTableList, mockKeys } from '@/lib/client/api/mock';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';
import EChart from '../shared/EChart';
import QueryState from '../shared/QueryState';
import { tableStats } from './tableStats';

function Figure({ icon, label, value, testId }: { icon: string; label: string; value: string; testId: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <RemixIcon name={icon} size={34} className="demo-figure-icon" />
          <div>
            <Typography variant="body2" color="text.secondary">{label}</Typography>
            <Typography variant="h5" sx={{ fontWeight: 600 }} data-testid={testId}>{value}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

const axis = (theme: Theme) => ({
  axisLabel: { color: theme.palette.text.secondary },
  axisLine: { lineStyle: { color: theme.palette.divider } },
  splitLine: { lineStyle: { color: theme.palette.divider } },
});

/** Figures and charts over the mock table rows. */
export default function Dashboard() {
  const t = useTranslations('demo');
  const theme = useTheme();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: mockKeys.table(ALL_TABLE_ROWS), queryFn: () => getTableList(ALL_TABLE_ROWS) });
  const stats = useMemo(() => tableStats(data?.list ?? []), [data]);

  const views = useMemo(() => ({
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: stats.viewsByMonth.map(([m]) => m), ...axis(theme) },
    yAxis: { type: 'value', ...axis(theme) },
    series: [{ name: t('dashboard.pageViews'), type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: stats.viewsByMonth.map(([, v]) => v) }],
  }), [stats, t, theme]);

  const statuses = useMemo(() => ({
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, textStyle: { color: theme.palette.text.secondary } },
    series: [{
      type: 'pie', radius: ['45%', '70%'], center: ['50%', '45%'],
      data: TABLE_STATUSES.map((s) => ({ name: t(`table.status.${s}`), value: stats.byStatus[s] })),
    }],
  }), [stats, t, theme]);

  const ratings = useMemo(() => ({
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: [1, 2, 3, 4, 5].map((n) => t('dashboard.stars', { n })), ...axis(theme) },
    yAxis: { type: 'value', minInterval: 1, ...axis(theme) },
    series: [{ name: t('dashboard.rows'), type: 'bar', barWidth: '45%', data: stats.rateCounts }],
  }), [stats, t, theme]);

  return (
    <QueryState pending={isPending} failed={isError} onRetry={() => refetch()}>
      <Grid container spacing={2} sx={{ '& .demo-figure-icon': { color: 'primary.main' } }}>
        <Grid size={{ xs: 6, md: 3 }}><Figure icon="article-line" label={t('dashboard.rows')} value={String(stats.count)} testId="dashboard-rows" /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure icon="eye-line" label={t('dashboard.pageViews')} value={stats.pageViews.toLocaleString()} testId="dashboard-views" /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure icon="star-line" label={t('dashboard.averageRate')} value={String(stats.averageRate)} testId="dashboard-rate" /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure icon="send-plane-line" label={t('dashboard.published')} value={`${stats.publishedPercent}%`} testId="dashboard-published" /></Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <DemoCard title={t('dashboard.viewsByMonth')}><EChart option={views} label={t('dashboard.viewsByMonth')} /></DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <DemoCard title={t('dashboard.byStatus')}><EChart option={statuses} label={t('dashboard.byStatus')} /></DemoCard>
        </Grid>
        <Grid size={12}>
          <DemoCard title={t('dashboard.ratings')}><EChart option={ratings} label={t('dashboard.ratings')} height={260} /></DemoCard>
        </Grid>
      </Grid>
    </QueryState>
  );
}
