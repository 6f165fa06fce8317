import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { ComponentProps } from 'react';
import { INVALID_DATE } from '../personForm';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Help shown under the field while it has no finding. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Past dates only (most business dates, domain.md §1); contract and probation ends may lie ahead. */
  disableFuture?: boolean;
}

/** A date as YYYY-MM-DD; what the picker cannot read is kept as invalid, so that it is refused rather than lost. */
export default function DateInput({ name, label, value, onChange, error, hint, required, disabled, disableFuture }: Props) {
  const parsed = value && value !== INVALID_DATE ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      label={label}
      value={parsed}
      format="YYYY-MM-DD"
      disabled={disabled}
      disableFuture={disableFuture}
      onChange={(d) => onChange(!d ? '' : d.isValid() ? d.format('YYYY-MM-DD') : INVALID_DATE)}
      slotProps={{
        textField: {
          size: 'small', fullWidth: true, required, error: Boolean(error), helperText: error || hint || ' ', name,
          slotProps: { htmlInput: { 'data-testid': `field-${name}` } as ComponentProps<'input'> },
        },
        field: { clearable: !required },
      }}
    />
  );
}
