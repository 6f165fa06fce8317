import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import { parseNumberInput, stepNumber, type NumberLimits } from './numberStep';

interface Props extends NumberLimits {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  step?: number;
  disabled?: boolean;
  testId?: string;
}

/** A number field with minus and plus buttons; typed text is committed on blur or Enter, within the limits. */
export default function NumberStepper({ label, value, onChange, step = 1, disabled, testId, ...limits }: Props) {
  const t = useTranslations('demo.controls.inputNumber');
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') onChange(null);
    else {
      const parsed = parseNumberInput(draft, limits);
      if (parsed !== null) onChange(parsed);
    }
    setDraft(null);
  };
  const shown = draft ?? (value === null ? '' : value.toFixed(limits.precision ?? 0));
  const button = (direction: 1 | -1) => {
    const atLimit = value !== null && (direction > 0 ? value >= (limits.max ?? Infinity) : value <= (limits.min ?? -Infinity));
    return (
      <IconButton
        size="small" disabled={disabled || atLimit} aria-label={t(direction > 0 ? 'increase' : 'decrease')}
        onClick={() => onChange(stepNumber(value, step, direction, limits))}
      >
        <RemixIcon name={direction > 0 ? 'add-line' : 'subtract-line'} />
      </IconButton>
    );
  };
  return (
    <TextField
      label={label} value={shown} disabled={disabled} sx={{ width: 200 }}
      onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'center' }, 'data-testid': testId },
        input: {
          startAdornment: <InputAdornment position="start">{button(-1)}</InputAdornment>,
          endAdornment: <InputAdornment position="end">{button(1)}</InputAdornment>,
        },
      }}
    />
  );
}
