import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import type { assessmentStatsRow } from '@/lib/contracts/report';
import { exportAssessmentStats, getAssessmentStats, reportKeys } from '@/lib/client/api/report';
import { today } from '@/lib/domain/datetime';
import QueryStatus from '@/components/ui/QueryStatus';
import ReportBasis from './ReportBasis';
import ReportExportButton from './ReportExportButton';
import ReportPagination, { useReportPage } from './ReportPagination';

type Row = z.infer<typeof assessmentStatsRow>;

const COUNTS = ['excellent', 'qualified', 'basic', 'unqualified', 'undetermined'] as const;
const shareOf = (c: (typeof COUNTS)[number]) => `${c}Share` as const;

/** 年度考核统计 (§5.2): each unit's annual results of a year, the shares, and the units over the excellent cap. */
export default function AssessmentStatsReport() {
  const t = useTranslations('report.assessmentStats');
  const lastYear = Number(today().slice(0, 4)) - 1;
  const [year, setYear] = useState(lastYear);
  const paging = useReportPage(year);
  const query = { year, ...paging.query };
  const data = useQuery({ queryKey: reportKeys.assessmentStats(query), queryFn: () => getAssessmentStats(query), placeholderData: keepPreviousData });

  const line = (r: Row, total = false) => (
    <TableRow key={r.unitId} hover={!total} data-testid={total ? 'assessment-total' : `assessment-row-${r.unitId}`}
      sx={{ '& td': { fontWeight: total ? 600 : undefined }, bgcolor: r.overCap && !total ? (theme) => alpha(theme.palette.error.main, 0.06) : undefined }}>
      <TableCell sx={{ minWidth: 180 }}>{total ? t('total') : r.unitName}</TableCell>
      <TableCell align="right">{r.due}</TableCell>
      <TableCell align="right">{r.assessed}</TableCell>
      <TableCell align="right" sx={{ color: r.notAssessed > 0 ? 'warning.dark' : undefined, fontWeight: r.notAssessed > 0 ? 600 : undefined }}>{r.notAssessed}</TableCell>
      <TableCell align="right">{r.tookPart}</TableCell>
      {COUNTS.map((c) => (
        <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {r[c]}{r[shareOf(c)] != null && <Typography component="span" variant="caption" color="text.secondary"> ({r[shareOf(c)]}%)</Typography>}
        </TableCell>
      ))}
      <TableCell align="right">{r.excellentCap}</TableCell>
      <TableCell sx={{ color: 'error.main', fontWeight: 600 }}>{r.overCap ? t('overCap') : ''}</TableCell>
    </TableRow>
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField select size="small" label={t('year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'assessment-year' } }}>
          {Array.from({ length: 8 }, (_, i) => lastYear + 1 - i).map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
        </TextField>
        <ReportExportButton run={() => exportAssessmentStats(year)} disabled={!data.data} testId="assessment-export" />
      </Box>
      <QueryStatus query={data} />
      {data.data && (
        <>
          <Typography variant="body2" color="text.secondary">{t('overCapHint', { rate: data.data.excellentRate })}</Typography>
          {data.data.total.assessed === 0 && <Alert severity="info">{t('noneYet')}</Alert>}
          <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="assessment-stats">
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>{t('title', { year })}</Typography>
            <Box sx={{ px: 2, pb: 1 }}><ReportBasis text={t('basis')} /></Box>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['unitName', 'due', 'assessed', 'notAssessed', 'tookPart', ...COUNTS, 'excellentCap', 'overCap'] as const).map((c) => (
                    <TableCell key={c} align={c === 'unitName' || c === 'overCap' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>{t(`column.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.rows.map((r) => line(r))}
                {line(data.data.total, true)}
              </TableBody>
            </Table>
            <ReportPagination paging={paging} count={data.data.rowCount ?? data.data.rows.length} testId="assessment-pagination" />
          </Paper>
        </>
      )}
    </Stack>
  );
}
