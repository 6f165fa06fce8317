import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { today } from '@/lib/domain/datetime';
import { isPublicityRunning } from '@/lib/domain/publicity';
import type { KeyValue } from '@/components/views/check/renderers/KeyValueGrid';

export interface PublicityValues { publicityStart: string; publicityEnd: string }

/** The period as the header stores it: a blank date left out. */
export const publicityHeader = (v: PublicityValues) => ({ publicityStart: v.publicityStart || null, publicityEnd: v.publicityEnd || null });
export const publicityValues = (header: Record<string, unknown> | undefined): PublicityValues =>
  ({ publicityStart: String(header?.publicityStart ?? ''), publicityEnd: String(header?.publicityEnd ?? '') });

interface Props {
  value: PublicityValues;
  onChange(v: PublicityValues): void;
  /** The server's refusal of a field, by its name (publicityStart, publicityEnd). */
  errors?: Record<string, string | undefined>;
  disabled?: boolean;
}

/** The 公示 period of a 人才引进, a 晋升/竞聘 appointment or an assessment with 优秀 (R-GEN-06): two dates and the rule. */
export default function PublicityPeriodFields({ value, onChange, errors = {}, disabled }: Props) {
  const t = useTranslations('filing.publicity');
  const date = (k: keyof PublicityValues, label: string) => (
    <TextField
      size="small" type="date" required label={label} value={value[k]} disabled={disabled} error={Boolean(errors[k])} helperText={errors[k]}
      onChange={(e) => onChange({ ...value, [k]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `field-${k}` } }}
    />
  );
  return (
    <Stack spacing={1} data-testid="publicity-period">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {date('publicityStart', t('start'))}
        {date('publicityEnd', t('end'))}
      </Stack>
      <Typography variant="caption" color="text.secondary">{t('hint')}</Typography>
    </Stack>
  );
}

/** The period for a detail page: its dates, and whether it still runs today (then no approval passes). */
export function usePublicityItem(): (header: Record<string, unknown>) => KeyValue | null {
  const t = useTranslations('filing.publicity');
  return (header) => {
    const { publicityStart: start, publicityEnd: end } = publicityValues(header);
    if (!start && !end) return null;
    const state = isPublicityRunning(end, today()) ? t('running', { end }) : t('over');
    return { key: 'publicity', label: t('period'), value: <span data-testid="publicity-period-view">{t('range', { start: start || '—', end: end || '—', state })}</span> };
  };
}
