import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ComparisonRow, LineComparison } from '@/lib/contracts/filing';
import { useFieldFormat } from './useFieldFormat';

const differsFromOriginal = (r: ComparisonRow) => 'original' in r && r.original !== r.after;

/**
 * One line's person on a narrow screen, where the table would scroll sideways: each changed field a card of its own
 * (label; before, a correction's original, after, each named), then the fields left alone, one line each. The marks
 * match the table's: an icon and a word for a change, so it does not rest on colour.
 */
export default function BeforeAfterCards({ comparison, label }: { comparison: LineComparison; label: string }) {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  const marked = (r: ComparisonRow) => r.changed || differsFromOriginal(r);
  const changed = comparison.rows.filter(marked);
  const unchanged = comparison.rows.filter((r) => !marked(r));
  const value = (text: string, testId: string, strong = false, struck = false) => (
    <Typography
      component="dd" variant="body2" data-testid={testId}
      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontWeight: strong ? 600 : undefined, color: struck ? 'text.secondary' : undefined, textDecoration: struck ? 'line-through' : undefined }}
    >
      {text}
    </Typography>
  );
  const term = (text: string) => <Typography component="dt" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{text}</Typography>;

  return (
    <Box component="ul" aria-label={label} data-testid={`before-after-${comparison.lineNo}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {changed.map((r) => (
        <Box
          component="li" key={r.field} data-testid={`before-after-row-${r.field}`} data-changed={r.changed}
          sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.selected', boxShadow: (th) => `inset 3px 0 0 ${th.palette.warning.main}` }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} data-testid="before-after-label">{f.label(r.field)}</Typography>
            {r.changed && (
              <Box component="span" role="img" aria-label={t('beforeAfter.changed')} data-testid="before-after-changed" sx={{ display: 'inline-flex' }}>
                <EditNoteIcon fontSize="small" color="warning" />
              </Box>
            )}
            {differsFromOriginal(r) && (
              <Typography component="span" variant="caption" sx={{ px: 0.5, border: 1, borderRadius: 0.5, fontWeight: 600 }}>{t('beforeAfter.corrected')}</Typography>
            )}
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1, rowGap: 0.25, alignItems: 'baseline' }}>
            {term(t('beforeAfter.before'))}
            {value(f.value(r.field, r.before), 'before-after-before', false, r.changed)}
            {'original' in r && term(t('beforeAfter.original'))}
            {'original' in r && value(f.value(r.field, r.original), 'before-after-original')}
            {term(t('beforeAfter.after'))}
            {value(f.value(r.field, r.after), 'before-after-after', r.changed)}
          </Box>
        </Box>
      ))}
      {unchanged.map((r) => (
        <Box
          component="li" key={r.field} data-testid={`before-after-row-${r.field}`} data-changed={r.changed}
          sx={{ px: 1, display: 'flex', flexWrap: 'wrap', columnGap: 1, justifyContent: 'space-between' }}
        >
          <Typography component="span" variant="body2" color="text.secondary" data-testid="before-after-label">{f.label(r.field)}</Typography>
          <Typography component="span" variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="before-after-after">{f.value(r.field, r.after)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
