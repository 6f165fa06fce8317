import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import FindingList from '@/components/views/check/FindingList';

interface Props {
  violations: Violation[];
  /** The filing checked, to name its lines by person. */
  filing?: Pick<FilingDetail, 'lines' | 'linePersons'>;
  acknowledged: string[];
  onAcknowledge(codes: string[]): void;
}

/**
 * The rules' findings on a filing (domain.md §1), each a sentence with its rule code in a tooltip: an ERROR blocks it,
 * each WARN needs its 已知晓 ticked, here where it is listed (one tick per rule code).
 */
export default function FilingFindings({ violations, filing, acknowledged, onAcknowledge }: Props) {
  const t = useTranslations('person.file');
  const errors = violations.filter((v) => v.level === 'ERROR');
  const warnings = violations.filter((v) => v.level === 'WARN');
  const toggle = (code: string) => onAcknowledge(acknowledged.includes(code) ? acknowledged.filter((c) => c !== code) : [...acknowledged, code]);
  if (!violations.length) return <Alert severity="success" data-testid="filing-clean">{t('noFindings')}</Alert>;
  return (
    <Stack spacing={1} data-testid="filing-findings">
      {errors.length > 0 && <Alert severity="error" variant="outlined">{t('errorsBlock', { count: errors.length })}</Alert>}
      <FindingList violations={errors} filing={filing} />
      {warnings.length > 0 && <Typography variant="body2" color="text.secondary">{t('warnIntro')}</Typography>}
      <FindingList
        violations={warnings}
        filing={filing}
        extra={(v, sentence) => (
          <FormControlLabel
            sx={{ display: 'flex', mt: 0.5 }} label={t('ack')}
            control={(
              <Checkbox
                size="small" checked={acknowledged.includes(v.code)} onChange={() => toggle(v.code)}
                slotProps={{ input: { 'aria-label': `${t('ack')}：${sentence}` } }} data-testid={`ack-${v.code}`}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
