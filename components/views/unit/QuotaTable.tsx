import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { CompanyView } from '@/lib/contracts/unit';
import { useCodeLists } from '@/components/ui/useCodeLists';

const COLUMNS = ['approved', 'actual', 'approvedNotArrived', 'inTransit'] as const;

/** 编制使用情况 per establishment type: vacancies computed by the server, never kept by hand. */
export default function QuotaTable({ quota }: { quota: CompanyView['quota'] }) {
  const t = useTranslations('unit');
  const { label } = useCodeLists(['estabType']);
  const rows = quota.filter((q) => q.approved > 0 || q.actual > 0 || q.inTransit > 0 || q.approvedNotArrived > 0);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="quota-table" sx={{ minWidth: 640, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('quotaCols.estabType')}</TableCell>
            {COLUMNS.map((c) => <TableCell key={c} align="right">{t(`quotaCols.${c}`)}</TableCell>)}
            <TableCell align="right">{t('quotaCols.vacancy')}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{t('quotaCols.usageRate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((q) => (
            <TableRow key={q.estabType} data-estab={q.estabType}>
              <TableCell>{label('estabType', q.estabType)}</TableCell>
              {COLUMNS.map((c) => <TableCell key={c} align="right">{q[c]}</TableCell>)}
              <TableCell align="right" data-field="vacancy">
                {q.vacancy < 0
                  ? <Typography component="span" color="error" variant="body2">{t('over', { count: -q.vacancy })}</Typography>
                  : q.vacancy}
              </TableCell>
              <TableCell>
                {q.usageRate === null ? '—' : (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <LinearProgress
                      variant="determinate" value={Math.min(100, q.usageRate)} color={q.usageRate > 100 ? 'error' : q.usageRate > 95 ? 'warning' : 'primary'}
                      sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={t('quotaCols.usageRate')}
                    />
                    <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>{q.usageRate}%</Typography>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
