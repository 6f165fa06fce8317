import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CodeOption } from '@/lib/contracts/code';
import { useLocale } from 'next-intl';

interface Props {
  label: string;
  options: CodeOption[];
  value: string[] | undefined;
  onChange(value: string[] | undefined): void;
  testId?: string;
}

/** A multiple choice of codes of one list; none chosen means any. */
export default function CodeSelect({ label, options, value, onChange, testId }: Props) {
  const locale = useLocale();
  const name = (code: string) => {
    const o = options.find((x) => x.code === code);
    return o ? (locale === 'en' ? o.en : o.zh) : code;
  };
  return (
    <TextField
      select size="small" label={label} value={value ?? []} fullWidth data-testid={testId}
      slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(name).join('、') } }}
      onChange={(e) => {
        const next = e.target.value as unknown as string[];
        onChange(next.length ? next : undefined);
      }}
    >
      {options.map((o) => <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>)}
    </TextField>
  );
}
