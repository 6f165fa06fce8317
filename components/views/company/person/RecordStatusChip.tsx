import LockIcon from '@mui/icons-material/Lock';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslations } from 'next-intl';

const COLORS: Record<string, ChipProps['color']> = { DRAFT: 'default', PENDING: 'info', FILED: 'success' };

/** 数据状态: 待上报 (outlined), 审核中 (blue, locked), 已备案 (green). */
export default function RecordStatusChip({ status, locked }: { status: string; locked?: boolean }) {
  const t = useTranslations('person');
  return (
    <Chip
      size="small" label={t(`recordStatus.${status}`)} color={COLORS[status] ?? 'default'} variant={status === 'DRAFT' ? 'outlined' : 'filled'}
      icon={locked ? <LockIcon /> : undefined} title={locked ? t('list.locked') : undefined} data-testid="record-status" data-status={status}
    />
  );
}
