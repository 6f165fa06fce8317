import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import type { EstabUsageRow } from '@/lib/contracts/report';
import { exportEstabUsage, getEstabUsage, reportKeys } from '@/lib/client/api/report';
import { message } from '@/lib/client/stores/messages';
import { today as todayInChina } from '@/lib/domain/datetime';
import { sumUsage } from '@/lib/domain/statistics';
import ReportBasis from './ReportBasis';
import ReportPagination, { useReportPage } from './ReportPagination';
import StatDateField from './StatDateField';
import UsageChart from './UsageChart';

type Figures = Omit<EstabUsageRow, 'unitId' | 'unitName' | 'regionCode' | 'regionName' | 'competentDeptId' | 'competentDeptName'>;
const COLUMNS = ['quotaAdmin', 'quotaInst', 'quotaRefCivil', 'quotaOrganWorker', 'quota', 'inAdmin', 'inInst', 'inRefCivil', 'inOrganWorker', 'inEstab',
  'notArrived', 'inTransit', 'vacancy', 'overQuota', 'vacancyAdmin', 'vacancyInst', 'vacancyRefCivil', 'vacancyOrganWorker',
  'overAdmin', 'overInst', 'overRefCivil', 'overOrganWorker', 'usageRate', 'outOfEstab'] as const;
const OVER = new Set<string>(['overQuota', 'overAdmin', 'overInst', 'overRefCivil', 'overOrganWorker']);

/** A region's or an authority's figures: the sums of its units' own (statistics.sumUsage), as on the server. */
const sum = (rows: Figures[]): Figures => sumUsage(rows, Object.fromEntries(COLUMNS.map((c) => [c, 0])) as unknown as Figures);

interface Group { key: string; label: string; figures: Figures; units: EstabUsageRow[] }
interface Region { code: string; label: string; figures: Figures; groups: Group[] }

/** 编制使用情况表: regions, their competent authorities and units, expandable; usage by authority as a chart; export. */
export default function EstabUsageReport() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [today] = useState(todayInChina);
  const [statDate, setStatDate] = useState(today);
  // Today is asked without a date, so that the live figures (in transit included) are the default.
  const query = statDate === today ? {} : { statDate };
  const past = statDate !== today;
  const paging = useReportPage(query);
  const asked = { ...query, ...paging.query };
  const report = useQuery({ queryKey: reportKeys.estabUsage(asked), queryFn: () => getEstabUsage(asked), placeholderData: keepPreviousData });

  // The regions and authorities of the page's units, their figures the server's subtotals over all their units.
  const regions = useMemo<Region[]>(() => {
    const rows = report.data?.rows ?? [];
    const regionTotals = new Map((report.data?.regionTotals ?? []).map((s) => [s.regionCode, s]));
    const authorityTotals = new Map((report.data?.authorityTotals ?? []).map((s) => [`${s.regionCode}-${s.competentDeptId}`, s]));
    return [...new Set(rows.map((r) => r.regionCode))].map((code) => {
      const inRegion = rows.filter((r) => r.regionCode === code);
      const groups = [...new Set(inRegion.map((r) => r.competentDeptId))].map((dept) => {
        const units = inRegion.filter((r) => r.competentDeptId === dept);
        const key = `${code}-${dept}`;
        return { key, label: units[0].competentDeptName ?? t('usage.noAuthority'), figures: authorityTotals.get(key) ?? sum(units), units };
      });
      return { code, label: inRegion[0].regionName, figures: regionTotals.get(code) ?? sum(inRegion), groups };
    });
  }, [report.data, t]);
  // The chart compares authorities across regions: one bar each, over all units (the subtotals of a paged answer).
  const authorities = useMemo(() => {
    const rows = report.data?.authorityTotals ?? report.data?.rows ?? [];
    return [...new Set(rows.map((r) => r.competentDeptId))].map((id) => {
      const units = rows.filter((r) => r.competentDeptId === id);
      return { label: units[0].competentDeptName ?? t('usage.noAuthority'), rate: sum(units).usageRate };
    });
  }, [report.data, t]);
  const chartLabels = useMemo(() => authorities.map((a) => a.label), [authorities]);
  const chartRates = useMemo(() => authorities.map((a) => a.rate), [authorities]);

  const toggle = (key: string) => setOpen((s) => {
    const next = new Set(s);
    if (next.has(key)) next.delete(key); else next.add(key);
    return next;
  });
  const run = async () => {
    setBusy(true);
    try {
      await exportEstabUsage(query);
      message.success(t('export.done'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const cells = (f: Figures) => COLUMNS.map((c) => (
    <TableCell key={c} align="right" sx={{ color: (OVER.has(c) && (f[c] as number) > 0) || (c === 'usageRate' && (f.usageRate ?? 0) > 100) ? 'error.main' : undefined }}>
      {c === 'usageRate' ? (f.usageRate == null ? '—' : `${f.usageRate}%`) : f[c] ?? '—'}
    </TableCell>
  ));
  const row = (key: string, depth: number, label: ReactNode, f: Figures, expandable: boolean, testId?: string) => (
    <TableRow key={key} hover data-testid={testId} sx={{ '& td': { fontWeight: expandable ? 600 : undefined } }}>
      <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', pl: 1 + depth * 2, minWidth: 220 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {expandable ? (
            <IconButton size="small" onClick={() => toggle(key)} aria-label={open.has(key) ? t('usage.collapse') : t('usage.expand')} aria-expanded={open.has(key)}>
              {open.has(key) ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
            </IconButton>
          ) : <Box sx={{ width: 30 }} />}
          {label}
        </Box>
      </TableCell>
      {cells(f)}
    </TableRow>
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <StatDateField value={statDate} today={today} onChange={setStatDate} testId="report-usage-stat-date" />
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy || !report.data?.rows.length} onClick={run} data-testid="report-usage-export">{t('export.action')}</Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>{report.data ? t('usage.statDate', { date: report.data.statDate }) : ''}</Typography>
      </Box>
      <ReportBasis text={t('usage.basis')} />
      <Typography variant="caption" color="text.secondary">{t('usage.definition')}</Typography>
      {past && <Alert severity="info" data-testid="report-usage-past-hint">{t('usage.pastHint')}</Alert>}
      {report.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => report.refetch()}>{tUi('retry')}</Button>}>
          {(report.error as Error).message || t('loadFailed')}
        </Alert>
      )}
      {report.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress /></Box>}
      {report.data && !report.data.rows.length && <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}><Typography color="text.secondary">{t('empty')}</Typography></Paper>}
      {report.data && report.data.rows.length > 0 && (
        <>
          {authorities.length > 1 && <Paper variant="outlined" sx={{ p: 1 }}><UsageChart labels={chartLabels} rates={chartRates} name={t('usage.column.usageRate')} /></Paper>}
          <TableContainer component={Paper} variant="outlined" data-testid="report-usage-table">
            <Table size="small" stickyHeader>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3 }}>{t('usage.name')}</TableCell>
                  {COLUMNS.map((c) => <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`usage.column.${c}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {regions.map((r) => [
                  row(r.code, 0, r.label, r.figures, true, `usage-region-${r.code}`),
                  ...(open.has(r.code) ? r.groups.flatMap((g) => [
                    row(g.key, 1, g.label, g.figures, true),
                    ...(open.has(g.key) ? g.units.map((u) => row(`u${u.unitId}`, 2, u.unitName, u, false, `usage-unit-${u.unitId}`)) : []),
                  ]) : []),
                ])}
                {row('total', 0, t('usage.total'), report.data.total, false, 'usage-total')}
              </TableBody>
            </Table>
          </TableContainer>
          <ReportPagination paging={paging} count={report.data.rowCount ?? report.data.rows.length} testId="report-usage-pagination" />
        </>
      )}
    </Stack>
  );
}
