import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<string, ChipProps['color']> = {
  ON_DUTY: 'success', PENDING_ARRIVAL: 'info', REDUCED: 'default', SECONDED_OUT: 'warning', SECONDED_IN: 'warning', OFF_POST_STARTUP: 'warning',
  LONG_SICK: 'warning', OTHER_OFF_DUTY: 'warning',
};

/** 人员状态 (domain.md §6.13): on duty green, off post orange, reduced grey. */
export default function PersonStatusChip({ status, label }: { status: string; label: string }) {
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={label} data-status={status} />;
}
