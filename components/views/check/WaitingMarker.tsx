import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';
import { waitingLevel } from '@/lib/domain/workdays';

const COLORS = { normal: 'default', warning: 'warning', overdue: 'error' } as const;

/** How long a pending filing has waited at its node: yellow past 5 working days, red past 10 (domain.md §3.2). */
export default function WaitingMarker({ days }: { days: number }) {
  const t = useTranslations('filing');
  const level = waitingLevel(days);
  return (
    <Chip
      size="small"
      variant={level === 'normal' ? 'outlined' : 'filled'}
      color={COLORS[level]}
      label={t('waitingDays', { days })}
      title={t('waitingTitle', { days })}
      data-testid="waiting-marker"
      data-level={level}
    />
  );
}
