import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import type { CodeOption } from '@/lib/contracts/code';
import type { FieldError, FieldSpec, FormValues } from './fields';

export interface Choice {
  value: string;
  label: string;
}

interface Props {
  specs: FieldSpec[];
  values: FormValues;
  errors: Record<string, FieldError>;
  onChange(name: string, value: string): void;
  /** The code list options. */
  options(list: string): CodeOption[];
  /** Choices the screen supplies (the plans, a plan's posts, related filings); by default the spec's own. */
  choicesOf?(name: string): Choice[] | undefined;
  /** Narrows a code list for one field (levels of the chosen category). */
  filterCodes?(name: string, option: CodeOption): boolean;
  /** A field prefix for test ids (`plan-line-postCode`). */
  testPrefix: string;
}

/** The fields of a recruitment form in a responsive grid, each with its label and, when wrong, what to fix. */
export default function FieldGrid({ specs, values, errors, onChange, options, choicesOf, filterCodes, testPrefix }: Props) {
  const t = useTranslations('recruit');
  const locale = useLocale();
  const errorText = (s: FieldSpec) => {
    const e = errors[s.name];
    if (!e) return s.derived ? t(`result.${s.derived}`) : undefined;
    if (e.kind === 'required') return t('errors.required');
    return locale === 'zh' ? e.message : t('errors.invalid', { field: t(`field.${s.name}`) });
  };
  const menu = (s: FieldSpec) => {
    if (s.kind === 'code') {
      // A requirement may name a summary code (本科及以上); a person's own education must be a final one.
      const all = options(s.list!).filter((o) => (s.name === 'eduReq' || o.selectable) && (!filterCodes || filterCodes(s.name, o)));
      const shown = s.name === 'gender' ? all.filter((o) => o.code === '1' || o.code === '2') : all;
      return shown.map((o) => <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>);
    }
    const own = choicesOf?.(s.name) ?? (s.choices ?? []).map((c) => ({ value: c, label: t(`option.${s.name}.${c}`) }));
    return own.map((c) => <MenuItem key={c.value} value={c.value}>{c.label}</MenuItem>);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {specs.map((s) => {
        const select = s.kind === 'code' || s.kind === 'choice';
        return (
          <TextField
            key={s.name} size="small" label={t(`field.${s.name}`)} required={!s.optional} value={values[s.name] ?? ''}
            select={select} multiline={s.kind === 'longText'} minRows={s.kind === 'longText' ? 3 : undefined}
            type={s.kind === 'date' ? 'date' : s.kind === 'number' ? 'number' : 'text'}
            error={Boolean(errors[s.name])} helperText={errorText(s)}
            sx={s.wide ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{
              inputLabel: { shrink: s.kind === 'date' || select || Boolean(values[s.name]) },
              htmlInput: { 'data-testid': `${testPrefix}-${s.name}`, readOnly: Boolean(s.derived) },
            }}
            onChange={(e) => { if (!s.derived) onChange(s.name, e.target.value); }}
          >
            {select && s.optional && <MenuItem value="">{t('none')}</MenuItem>}
            {select && menu(s)}
          </TextField>
        );
      })}
    </Box>
  );
}
