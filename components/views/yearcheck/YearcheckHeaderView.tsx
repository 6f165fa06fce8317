import { useTranslations } from 'next-intl';
import type { AssessmentReportHeader, RewardPunishHeader } from '@/lib/contracts/assessment';
import KeyValueGrid from '@/components/views/check/renderers/KeyValueGrid';
import type { RendererProps } from '@/components/views/check/renderers/types';
import { usePublicityItem } from '@/components/views/filing/PublicityPeriod';

/** The header of an assessment report (year, participants, excellent rate, committee note) or of a reward filing (its summary). */
export default function YearcheckHeaderView({ filing }: RendererProps) {
  const t = useTranslations('yearcheck.header');
  const publicityItem = usePublicityItem();
  if (filing.filingType === 'REWARD_PUNISH') {
    const h = filing.header as RewardPunishHeader;
    return <KeyValueGrid testId="filing-header" items={[{ key: 'summary', label: t('summary'), value: h.summary || '—' }]} />;
  }
  const h = filing.header as AssessmentReportHeader;
  return (
    <KeyValueGrid
      testId="filing-header"
      items={[
        { key: 'year', label: t('year'), value: filing.year ?? '—' },
        { key: 'participantCount', label: t('participantCount'), value: h.participantCount },
        { key: 'excellentRate', label: t('excellentRate'), value: `${h.excellentRate}%` },
        { key: 'committeeNote', label: t('committeeNote'), value: h.committeeNote || '—' },
        ...[publicityItem(filing.header)].filter((i) => i !== null),
      ]}
    />
  );
}
