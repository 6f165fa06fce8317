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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { rewardPunishStatsRow } from '@/lib/contracts/reportYearStats';
import { exportRewardPunishStats, getRewardPunishStats, reportKeys } from '@/lib/client/api/report';
import { PUNISH_TYPES, REWARD_TYPES } from '@/lib/domain/rewardPunish';
import QueryStatus from '@/components/ui/QueryStatus';
import ReportExportButton from './ReportExportButton';
import ReportPagination, { useReportPage } from './ReportPagination';
import YearStatsFilter, { useYearStatsFilter } from './YearStatsFilter';
import ReportBasis from './ReportBasis';

type Row = z.infer<typeof rewardPunishStatsRow>;

/** 奖惩统计 (§5.2): per unit, persons rewarded and punished in the year per type, the total; who is in a punishment period today. */
export default function RewardPunishStatsReport() {
  const t = useTranslations('report.rewardPunishStats');
  const [query, setQuery] = useYearStatsFilter();
  const paging = useReportPage(query);
  const asked = { ...query, ...paging.query };
  const data = useQuery({ queryKey: reportKeys.rewardPunishStats(asked), queryFn: () => getRewardPunishStats(asked), placeholderData: keepPreviousData });
  const punishName = (type: string) => ((PUNISH_TYPES as readonly string[]).includes(type) ? t(`punish.${type as (typeof PUNISH_TYPES)[number]}`) : type);

  const line = (r: Row, total = false) => (
    <TableRow key={r.unitId} hover={!total} data-testid={total ? 'reward-punish-total' : `reward-punish-row-${r.unitId}`} sx={{ '& td': { fontWeight: total ? 600 : undefined } }}>
      <TableCell sx={{ minWidth: 180 }}>{total ? t('total') : r.unitName}</TableCell>
      {REWARD_TYPES.map((k) => <TableCell key={k} align="right">{r.rewards[k]}</TableCell>)}
      <TableCell align="right" sx={{ fontWeight: 600 }}>{r.rewarded}</TableCell>
      {PUNISH_TYPES.map((k) => <TableCell key={k} align="right">{r.punishments[k]}</TableCell>)}
      <TableCell align="right" sx={{ fontWeight: 600 }}>{r.punished}</TableCell>
    </TableRow>
  );

  return (
    <Stack spacing={2}>
      <YearStatsFilter value={query} onChange={setQuery} authorities={data.data?.authorities ?? []} testIdPrefix="reward-punish">
        <ReportExportButton run={() => exportRewardPunishStats(query)} disabled={!data.data} testId="reward-punish-export" />
      </YearStatsFilter>
      <ReportBasis text={t('basis')} />
      <QueryStatus query={data} />
      {data.data && (
        <>
          {data.data.total.rewarded + data.data.total.punished === 0 && <Alert severity="info">{t('noneYet')}</Alert>}
          <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="reward-punish-stats-table">
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>{t('title', { year: data.data.year })}</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('column.unitName')}</TableCell>
                  {REWARD_TYPES.map((k) => <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`reward.${k}`)}</TableCell>)}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.rewarded')}</TableCell>
                  {PUNISH_TYPES.map((k) => <TableCell key={k} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`punish.${k}`)}</TableCell>)}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.punished')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.rows.map((r) => line(r))}
                {line(data.data.total, true)}
              </TableBody>
            </Table>
            <ReportPagination paging={paging} count={data.data.rowCount ?? data.data.rows.length} testId="reward-punish-pagination" />
          </Paper>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="punish-period-table">
            <Box sx={{ px: 2, pt: 1.5, display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t('list.title')}</Typography>
              <Typography variant="caption" color="text.secondary">{t('list.asOf', { date: data.data.statDate })}</Typography>
            </Box>
            {data.data.inPeriod.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>{t('list.none')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {(['name', 'unitName', 'punishment', 'start', 'end'] as const).map((c) => <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{t(`list.${c}`)}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.inPeriod.map((p) => (
                    <TableRow key={`${p.personId}-${p.rpType}-${p.start}`} hover data-testid={`punish-period-${p.personId}`}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{p.unitName}</TableCell>
                      <TableCell>{punishName(p.rpType)}<Typography component="span" variant="caption" color="text.secondary"> {p.rpName}</Typography></TableCell>
                      <TableCell>{p.start}</TableCell>
                      <TableCell>{p.end}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
