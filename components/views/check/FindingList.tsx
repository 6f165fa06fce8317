import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import RuleCodeHint from './RuleCodeHint';
import { useFindingSentence } from './useFindingSentence';

interface Props {
  violations: Violation[];
  /** The filing the findings are about, to name its lines by person or post level. */
  filing?: Pick<FilingDetail, 'lines' | 'linePersons'>;
  /** What follows a finding's sentence inside its alert (an acknowledgement), given the sentence. */
  extra?(v: Violation, sentence: string): ReactNode;
  testId?: string;
}

/** The key a finding is known by across answers: the same rule on the same field saying the same. */
export const findingKey = (v: Violation) => `${v.code}\u0000${v.field ?? ''}\u0000${v.message}`;

/**
 * The rules' findings as a list, each a sentence (where, then the message) in an alert coloured by its severity, the
 * severity also its icon's name, the rule code in a tooltip. The filing page and every editor show findings with it.
 */
export default function FindingList({ violations, filing, extra, testId }: Props) {
  const t = useTranslations('filing');
  const sentence = useFindingSentence(filing);
  if (!violations.length) return null;
  return (
    <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid={testId}>
      {violations.map((v, i) => {
        const error = v.level === 'ERROR';
        const Icon = error ? ErrorOutlineOutlinedIcon : ReportProblemOutlinedIcon;
        const text = sentence(v);
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
            {extra ? <><span data-testid="finding-sentence">{text}</span>{extra(v, text)}</> : text}
          </Alert>
        );
      })}
    </Stack>
  );
}
