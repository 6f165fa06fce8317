import { useTranslations } from 'next-intl';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import DetailSection from './DetailSection';
import FindingList from './FindingList';

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
  if (!violations.length) return null;
  return (
    <DetailSection title={t('detail.findings')} testId="filing-findings">
      <FindingList violations={violations} filing={filing} />
    </DetailSection>
  );
}
