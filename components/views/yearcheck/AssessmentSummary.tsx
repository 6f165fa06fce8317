import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { RosterPerson } from '@/lib/contracts/assessment';
import { capOf, excessOf, summaryOf, type CapRule, type Entry } from './workbench';

interface Props {
  persons: readonly Pick<RosterPerson, 'personId'>[];
  entries: Record<number, Entry>;
  /** The cap the server holds the report to: the same share of the same population (the policy's base). */
  cap: CapRule;
  /** A filed or submitted report has every result: the reviewer needs no count of the missing. */
  hidePending?: boolean;
}

/** The counts of the year's results and the excellent cap (R-KH-04), kept live while the clerk enters them. */
export default function AssessmentSummary({ persons, entries, cap, hidePending }: Props) {
  const t = useTranslations('yearcheck');
  const s = summaryOf(persons, entries);
  const excess = excessOf(persons, entries, cap);
  const cards: [string, string | number][] = [
    ['total', persons.length], ...(hidePending ? [] : [['pending', s.pending] as [string, number]]), ['excellent', `${s.excellentCount} / ${capOf(persons, entries, cap)}`],
    ['qualified', s.qualifiedCount], ['basic', s.basicCount], ['unqualified', s.unqualifiedCount], ['undetermined', s.undeterminedCount],
  ];
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' } }}>
        {cards.map(([k, v]) => (
          <Paper key={k} variant="outlined" sx={{ p: 1.25 }} data-testid={`summary-${k}`}>
            <Typography variant="caption" color="text.secondary">{t(`summary.${k}`)}</Typography>
            <Typography variant="h6">{v}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} data-testid="excellent-cap-rule">
        {t('summary.capRule', { base: cap.base, rate: cap.rate })}
      </Typography>
      {excess && <Alert severity="error" sx={{ mt: 1.5 }} data-testid="excellent-excess">{t('rule.excess', excess.values)}</Alert>}
    </Box>
  );
}
