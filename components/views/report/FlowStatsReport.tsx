import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { flowStatsRow } from '@/lib/contracts/reportYearStats';
import { exportFlowStats, getFlowStats, reportKeys } from '@/lib/client/api/report';
import { FLOW_IN_KINDS, FLOW_OUT_KINDS } from '@/lib/domain/flowStats';
import FlowChart from './FlowChart';
import QueryStatus from '@/components/ui/QueryStatus';
import ReportBasis from './ReportBasis';
import ReportExportButton from './ReportExportButton';
import ReportPagination, { useReportPage } from './ReportPagination';
import YearStatsFilter, { useYearStatsFilter } from './YearStatsFilter';

type Row = z.infer<typeof flowStatsRow>;
const signed = (n: number) => (n > 0 ? `+${n}` : n);

/** 人员增减（流动）表 (§5.2): per unit, the year's increases by entry method and decreases by reduce type, the net, the total. */
export default function FlowStatsReport() {
  const t = useTranslations('report.flowStats');
  const theme = useTheme();
  const [query, setQuery] = useYearStatsFilter();
  const paging = useReportPage(query);
  const asked = { ...query, ...paging.query };
  const data = useQuery({ queryKey: reportKeys.flowStats(asked), queryFn: () => getFlowStats(asked), placeholderData: keepPreviousData });
  const rows = data.data?.rows;
  const chart = useMemo(() => {
    const moving = (rows ?? []).filter((r) => r.increaseTotal || r.decreaseTotal);
    return {
      labels: moving.map((r) => r.unitName),
      series: [
        { name: t('increase'), values: moving.map((r) => r.increaseTotal), color: theme.palette.primary.main },
        { name: t('decrease'), values: moving.map((r) => r.decreaseTotal), color: theme.palette.error.main },
      ],
    };
  }, [rows, t, theme]);

  const line = (r: Row, total = false) => (
    <TableRow key={r.unitId} hover={!total} data-testid={total ? 'flow-total' : `flow-row-${r.unitId}`} sx={{ '& td': { fontWeight: total ? 600 : undefined } }}>
      <TableCell sx={{ minWidth: 180 }}>{total ? t('total') : r.unitName}</TableCell>
      {FLOW_IN_KINDS.map((k) => <TableCell key={`in-${k}`} align="right">{r.increase[k]}</TableCell>)}
      <TableCell align="right" sx={{ fontWeight: 600 }}>{r.increaseTotal}</TableCell>
      {FLOW_OUT_KINDS.map((k) => <TableCell key={`out-${k}`} align="right">{r.decrease[k]}</TableCell>)}
      <TableCell align="right" sx={{ fontWeight: 600 }}>{r.decreaseTotal}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 600, color: r.net < 0 ? 'error.main' : undefined }}>{signed(r.net)}</TableCell>
      <TableCell align="right">{r.typeConverted}</TableCell>
      <TableCell align="right">{r.outOfEstab.increase}</TableCell>
      <TableCell align="right">{r.outOfEstab.decrease}</TableCell>
      <TableCell align="right">{signed(r.outOfEstab.net)}</TableCell>
    </TableRow>
  );

  return (
    <Stack spacing={2}>
      <YearStatsFilter value={query} onChange={setQuery} authorities={data.data?.authorities ?? []} testIdPrefix="flow">
        <ReportExportButton run={() => exportFlowStats(query)} disabled={!data.data} testId="flow-export" />
      </YearStatsFilter>
      <QueryStatus query={data} />
      {data.data && (
        <>
          {data.data.total.increaseTotal + data.data.total.decreaseTotal === 0 && <Alert severity="info">{t('noneYet')}</Alert>}
          {chart.labels.length > 0 && (
            <Paper variant="outlined" sx={{ p: 1 }}>
              <Typography variant="subtitle2" sx={{ px: 1 }}>{t('chart')}</Typography>
              <FlowChart labels={chart.labels} series={chart.series} />
            </Paper>
          )}
          <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="flow-stats-table">
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>{t('title', { year: data.data.year })}</Typography>
            <Box sx={{ px: 2, pb: 1 }}><ReportBasis text={t('basis')} /></Box>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell rowSpan={2}>{t('column.unitName')}</TableCell>
                  <TableCell colSpan={FLOW_IN_KINDS.length + 1} align="center">{t('increase')}</TableCell>
                  <TableCell colSpan={FLOW_OUT_KINDS.length + 1} align="center">{t('decrease')}</TableCell>
                  <TableCell rowSpan={2} align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.net')}</TableCell>
                  <TableCell rowSpan={2} align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.typeConverted')}</TableCell>
                  <TableCell colSpan={3} align="center">{t('outOfEstab')}</TableCell>
                </TableRow>
                <TableRow>
                  {FLOW_IN_KINDS.map((k) => <TableCell key={`in-${k}`} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`in.${k}`)}</TableCell>)}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.increaseTotal')}</TableCell>
                  {FLOW_OUT_KINDS.map((k) => <TableCell key={`out-${k}`} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`out.${k}`)}</TableCell>)}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.decreaseTotal')}</TableCell>
                  {(['outIncrease', 'outDecrease', 'outNet'] as const).map((k) => <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`column.${k}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.rows.map((r) => line(r))}
                {line(data.data.total, true)}
              </TableBody>
            </Table>
            <ReportPagination paging={paging} count={data.data.rowCount ?? data.data.rows.length} testId="flow-pagination" />
          </Paper>
        </>
      )}
    </Stack>
  );
}
