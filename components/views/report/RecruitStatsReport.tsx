import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { recruitStatsRow } from '@/lib/contracts/reportYearStats';
import { exportRecruitStats, getRecruitStats, reportKeys } from '@/lib/client/api/report';
import QueryStatus from '@/components/ui/QueryStatus';
import ReportExportButton from './ReportExportButton';
import ReportPagination, { useReportPage } from './ReportPagination';
import YearStatsFilter, { useYearStatsFilter } from './YearStatsFilter';
import ReportBasis from './ReportBasis';

type Row = z.infer<typeof recruitStatsRow>;
const COUNTS = ['posts', 'planned', 'filed'] as const;

/** 招聘统计 (§5.2): per unit, the year's approved plans against the approved results, the completion rate and the posts not filled. */
export default function RecruitStatsReport() {
  const t = useTranslations('report.recruitStats');
  const [query, setQuery] = useYearStatsFilter();
  const paging = useReportPage(query);
  const asked = { ...query, ...paging.query };
  const data = useQuery({ queryKey: reportKeys.recruitStats(asked), queryFn: () => getRecruitStats(asked), placeholderData: keepPreviousData });

  const line = (r: Row, total = false) => (
    <TableRow key={r.unitId} hover={!total} data-testid={total ? 'recruit-total' : `recruit-row-${r.unitId}`} sx={{ '& td': { fontWeight: total ? 600 : undefined } }}>
      <TableCell sx={{ minWidth: 180 }}>{total ? t('total') : r.unitName}</TableCell>
      {COUNTS.map((c) => <TableCell key={c} align="right">{r[c]}</TableCell>)}
      <TableCell align="right" sx={{ color: r.completionRate != null && r.completionRate < 100 ? 'warning.dark' : undefined }}>
        {r.completionRate == null ? '—' : `${r.completionRate}%`}
      </TableCell>
      <TableCell>
        {total ? (r.unfilledCount > 0 ? t('unfilledCount', { count: r.unfilledCount }) : '') : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {r.unfilledPosts.map((p) => <Chip key={p.postCode} size="small" variant="outlined" label={`${p.postName} ${p.filed}/${p.planned}`} />)}
          </Box>
        )}
      </TableCell>
    </TableRow>
  );

  return (
    <Stack spacing={2}>
      <YearStatsFilter value={query} onChange={setQuery} authorities={data.data?.authorities ?? []} testIdPrefix="recruit">
        <ReportExportButton run={() => exportRecruitStats(query)} disabled={!data.data} testId="recruit-export" />
      </YearStatsFilter>
      <ReportBasis text={t('basis')} />
      <QueryStatus query={data} />
      {data.data && (
        <>
          {data.data.total.posts === 0 && <Alert severity="info">{t('noneYet')}</Alert>}
          <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="recruit-stats-table">
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>{t('title', { year: data.data.year })}</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('column.unitName')}</TableCell>
                  {[...COUNTS, 'completionRate' as const].map((c) => <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`column.${c}`)}</TableCell>)}
                  <TableCell>{t('column.unfilledPosts')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.rows.map((r) => line(r))}
                {line(data.data.total, true)}
              </TableBody>
            </Table>
            <ReportPagination paging={paging} count={data.data.rowCount ?? data.data.rows.length} testId="recruit-pagination" />
          </Paper>
        </>
      )}
    </Stack>
  );
}
