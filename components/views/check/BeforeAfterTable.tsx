import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { LineComparison } from '@/lib/contracts/filing';
import { useFieldFormat } from './useFieldFormat';

/**
 * One line's person as a table, field | before | (a correction's original) | after. A changed row is shaded and marked
 * with an icon and a word the screen reader reads, so it does not rest on colour; the table scrolls inside its card.
 */
export default function BeforeAfterTable({ comparison, label }: { comparison: LineComparison; label: string }) {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  const withOriginal = comparison.rows.some((r) => 'original' in r);
  return (
    <TableContainer
      tabIndex={0} role="region" aria-label={label}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table size="small" data-testid={`before-after-${comparison.lineNo}`} sx={{ minWidth: withOriginal ? 440 : 340 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('beforeAfter.field')}</TableCell>
            <TableCell>{t('beforeAfter.before')}</TableCell>
            {withOriginal && <TableCell>{t('beforeAfter.original')}</TableCell>}
            <TableCell>{t('beforeAfter.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {comparison.rows.map((r) => {
            const corrected = 'original' in r && r.original !== r.after;
            return (
              <TableRow
                key={r.field} data-testid={`before-after-row-${r.field}`} data-changed={r.changed}
                sx={r.changed ? { bgcolor: 'action.selected', '& > :first-of-type': { boxShadow: (th) => `inset 3px 0 0 ${th.palette.warning.main}` } } : undefined}
              >
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: r.changed ? 600 : undefined }}>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {f.label(r.field)}
                    {r.changed && (
                      <Box component="span" role="img" aria-label={t('beforeAfter.changed')} data-testid="before-after-changed" sx={{ display: 'inline-flex' }}>
                        <EditNoteIcon fontSize="small" color="warning" />
                      </Box>
                    )}
                    {corrected && (
                      <Typography component="span" variant="caption" sx={{ px: 0.5, border: 1, borderRadius: 0.5, fontWeight: 600 }}>{t('beforeAfter.corrected')}</Typography>
                    )}
                  </Box>
                </TableCell>
                <TableCell sx={{ color: r.changed ? 'text.secondary' : undefined, textDecoration: r.changed ? 'line-through' : undefined }}>
                  {f.value(r.field, r.before)}
                </TableCell>
                {withOriginal && <TableCell>{'original' in r ? f.value(r.field, r.original) : t('value.empty')}</TableCell>}
                <TableCell sx={{ fontWeight: r.changed ? 600 : undefined }}>{f.value(r.field, r.after)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
