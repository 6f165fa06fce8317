import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import type { retirementRow } from '@/lib/contracts/report';
import { exportRetirement, getRetirement, reportKeys } from '@/lib/client/api/report';
import { useCodeLists } from '@/components/ui/useCodeLists';
import ReportExportButton from './ReportExportButton';
import ReportBasis from './ReportBasis';
import ReportPagination, { useReportPage, type ReportPaging } from './ReportPagination';

type Row = z.infer<typeof retirementRow>;

/** 退休预警: who reaches the statutory retirement date within 12 months, and who is past it. */
export default function RetirementReport() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const { label } = useCodeLists(['gender', 'postCategory', 'postLevel']);
  // Each list pages on its own; while both show the same page, one request answers both.
  const duePaging = useReportPage(null);
  const overduePaging = useReportPage(null);
  const data = useQuery({ queryKey: reportKeys.retirement(duePaging.query), queryFn: () => getRetirement(duePaging.query), placeholderData: keepPreviousData });
  const overdueData = useQuery({ queryKey: reportKeys.retirement(overduePaging.query), queryFn: () => getRetirement(overduePaging.query), placeholderData: keepPreviousData });
  const table = (rows: Row[], count: number, paging: ReportPaging, title: string, testId: string, danger = false) => (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600, color: danger && rows.length ? 'error.main' : undefined }}>{title}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['unitName', 'name', 'gender', 'birthDate', 'postCategory', 'postLevel'] as const).map((c) => <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{t(`column.${c}`)}</TableCell>)}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('retirement.retireDate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && <TableRow><TableCell colSpan={7} align="center" sx={{ color: 'text.secondary' }}>{t('retirement.none')}</TableCell></TableRow>}
          {rows.map((r) => (
            <TableRow key={r.personId} hover>
              <TableCell sx={{ minWidth: 160 }}>{r.unitName}</TableCell>
              <TableCell>{r.name}</TableCell>
              <TableCell>{label('gender', r.gender)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.birthDate}</TableCell>
              <TableCell>{label('postCategory', r.postCategory)}</TableCell>
              <TableCell>{label('postLevel', r.postLevel)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{r.retireDate.slice(0, 7)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {count > 0 && <ReportPagination paging={paging} count={count} testId={`${testId}-pagination`} />}
    </Paper>
  );
  return (
    <Stack spacing={2}>
      <ReportBasis text={t('retirement.basis')} />
      {data.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => data.refetch()}>{tUi('retry')}</Button>}>
          {(data.error as Error).message || t('loadFailed')}
        </Alert>
      )}
      {data.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress /></Box>}
      {data.data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <ReportExportButton run={exportRetirement} testId="retirement-export" />
            <Typography variant="body2" color="text.secondary">{t('retirement.statDate', { date: data.data.statDate })}</Typography>
          </Box>
          {table(data.data.due, data.data.dueCount ?? data.data.due.length, duePaging, t('retirement.due', { count: data.data.dueCount ?? data.data.due.length }), 'retirement-due')}
          {overdueData.data && table(overdueData.data.overdue, overdueData.data.overdueCount ?? overdueData.data.overdue.length, overduePaging,
            t('retirement.overdue', { count: overdueData.data.overdueCount ?? overdueData.data.overdue.length }), 'retirement-overdue', true)}
        </>
      )}
    </Stack>
  );
}
