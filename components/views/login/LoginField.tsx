import type { ChangeEvent, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface Props {
  id: string;
  label: string;
  value: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  maxLength: number;
  testId: string;
  /** The refusal shown under the field; the field is marked invalid while there is one. */
  error?: string;
  startAdornment: ReactNode;
  endAdornment?: ReactNode;
  onChange(value: string): void;
}

/**
 * A required text field of the sign-in form, drawn as MUI's outlined TextField from the same parts (label, input,
 * helper text), without the select TextField carries along: the sign-in page loads less.
 */
export default function LoginField({ id, label, error, testId, maxLength, onChange, ...input }: Props) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" required error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        inputProps={{ 'data-testid': testId, maxLength }}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
