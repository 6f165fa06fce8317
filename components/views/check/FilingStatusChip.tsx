import Chip, { type ChipProps } from '@mui/material/Chip';
import { useFilingStatusName } from './filingStatus';

const COLORS: Record<string, ChipProps['color']> = {
  DRAFT: 'default',
  PENDING_ZG: 'info',
  PENDING_RSJ: 'primary',
  RETURNED_ZG: 'warning',
  RETURNED_RSJ: 'warning',
  APPROVED: 'success',
  VOID: 'default',
};

/** A filing's status in the words every screen uses for it, coloured by where it stands: waiting blue, returned orange, done green, void grey. */
export default function FilingStatusChip({ status, filingType, testId = 'filing-status' }: { status: string; filingType: string; testId?: string }) {
  const statusName = useFilingStatusName();
  return (
    <Chip
      size="small"
      label={statusName(status, filingType)}
      color={COLORS[status] ?? 'default'}
      variant={status === 'VOID' || status === 'DRAFT' ? 'outlined' : 'filled'}
      data-testid={testId}
      data-status={status}
    />
  );
}
