import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import DetailSection from './DetailSection';
import RuleCodeHint from './RuleCodeHint';
import { useFindingSentence } from './useFindingSentence';

interface Props {
  violations: Violation[];
  /** The filing the findings are about, to name its lines by person or post level. */
  filing?: Pick<FilingDetail, 'lines' | 'linePersons'>;
}

/**
 * The rules' findings on this filing, each a sentence: errors block, warnings need an acknowledgement at submission.
 * The severity is the alert's colour and its icon's name; the rule code is a tooltip.
 */
export default function FindingsPanel({ violations, filing }: Props) {
  const t = useTranslations('filing');
  const sentence = useFindingSentence(filing);
  if (!violations.length) return null;
  return (
    <DetailSection title={t('detail.findings')} testId="filing-findings">
      <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {violations.map((v, i) => {
          const error = v.level === 'ERROR';
          const Icon = error ? ErrorOutlineOutlinedIcon : ReportProblemOutlinedIcon;
          return (
            <Alert
              key={`${v.code}-${i}`}
              component="li"
              role="listitem"
              severity={error ? 'error' : 'warning'}
              icon={<Icon fontSize="inherit" titleAccess={t(`level.${v.level}`)} />}
              action={<RuleCodeHint code={v.code} />}
              data-code={v.code}
              data-level={v.level}
              data-testid="finding"
              sx={{ '& .MuiAlert-action': { pt: 0.5, mr: 0 } }}
            >
              {sentence(v)}
            </Alert>
          );
        })}
      </Stack>
    </DetailSection>
  );
}
