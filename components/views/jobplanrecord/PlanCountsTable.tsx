import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { CATEGORIES, type PlanLine } from '@/lib/domain/postSetting';
import { useCodeLists } from '@/components/ui/useCodeLists';

interface Props {
  lines: PlanLine[];
  /** Holders per level: shows 现聘 and the difference. */
  holders?: Record<string, number>;
  /** Editable counts as typed, with their change handler. */
  counts?: Record<string, string>;
  onChange?(level: string, value: string): void;
  errorOf?(level: string): string | undefined;
}

/** The plan's levels, one table per post category: approved count, holders now and the difference. */
export default function PlanCountsTable({ lines, holders, counts, onChange, errorOf }: Props) {
  const t = useTranslations('jobplanrecord');
  const { label } = useCodeLists(['postLevel', 'postCategory']);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', alignItems: 'start' }}>
      {CATEGORIES.map((c) => {
        const own = lines.filter((l) => l.postCategory === c);
        if (!own.length) return null;
        const total = own.reduce((s, l) => s + l.approvedCount, 0);
        const held = own.reduce((s, l) => s + (holders?.[l.postLevel] ?? 0), 0);
        return (
          <Box key={c} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
            <Typography variant="subtitle2" sx={{ px: 1.5, py: 1, bgcolor: 'action.hover' }}>{label('postCategory', c)}</Typography>
            <Table size="small" data-testid={`plan-table-${c}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('column.level')}</TableCell>
                  <TableCell align="right">{t('column.approved')}</TableCell>
                  {holders && <TableCell align="right">{t('column.current')}</TableCell>}
                  {holders && <TableCell align="right">{t('column.diff')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {own.map((l) => {
                  const current = holders?.[l.postLevel] ?? 0;
                  const diff = l.approvedCount - current;
                  const error = errorOf?.(l.postLevel);
                  return (
                    <TableRow key={l.postLevel} data-testid={`plan-row-${l.postLevel}`}>
                      <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>{label('postLevel', l.postLevel)}</TableCell>
                      <TableCell align="right" sx={{ minWidth: onChange ? 92 : undefined }}>
                        {onChange ? (
                          <TextField
                            size="small" value={counts?.[l.postLevel] ?? ''} placeholder="0" inputMode="numeric"
                            error={Boolean(error)} helperText={error}
                            onChange={(e) => onChange(l.postLevel, e.target.value)}
                            slotProps={{ htmlInput: { 'data-testid': `count-${l.postLevel}`, 'aria-label': label('postLevel', l.postLevel), style: { textAlign: 'right', width: 56 } } }}
                          />
                        ) : l.approvedCount}
                      </TableCell>
                      {holders && <TableCell align="right">{current}</TableCell>}
                      {holders && (
                        <TableCell align="right" sx={{ color: diff < 0 ? 'error.main' : 'text.secondary', fontWeight: diff < 0 ? 600 : undefined }}>
                          {diff > 0 ? `+${diff}` : diff}
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
                <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                  <TableCell>{t('column.total')}</TableCell>
                  <TableCell align="right" data-testid={`plan-total-${c}`}>{total}</TableCell>
                  {holders && <TableCell align="right">{held}</TableCell>}
                  {holders && <TableCell align="right">{total - held > 0 ? `+${total - held}` : total - held}</TableCell>}
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </Box>
  );
}
