import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocale } from 'next-intl';
import type { CodeOption } from '@/lib/contracts/code';

interface Props {
  name: string;
  label: string;
  value: string;
  options: CodeOption[];
  onChange(value: string): void;
  error?: string;
  /** Help shown under the field while it has no finding. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The label of the empty choice; none when the field is required. */
  emptyLabel?: string;
}

/**
 * A code field (domain.md §6): the options a unit may choose, labelled in the UI language. A stored code that is no
 * longer selectable stays shown (disabled) so that history reads right.
 */
export default function CodeSelect({ name, label, value, options, onChange, error, hint, required, disabled, emptyLabel }: Props) {
  const locale = useLocale();
  const shown = options.filter((o) => o.selectable || o.code === value);
  return (
    <TextField
      select fullWidth size="small" label={label} value={shown.some((o) => o.code === value) ? value : ''} required={required}
      disabled={disabled} error={Boolean(error)} helperText={error || hint || ' '} onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `field-${name}` }, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {!required && <MenuItem value=""><em>{emptyLabel ?? '—'}</em></MenuItem>}
      {shown.map((o) => (
        <MenuItem key={o.code} value={o.code} disabled={!o.selectable} data-value={o.code}>
          {locale === 'en' ? o.en : o.zh}
        </MenuItem>
      ))}
    </TextField>
  );
}
