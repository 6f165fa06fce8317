import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CodeOption } from '@/lib/contracts/code';
import CodeSelect from './fields/CodeSelect';
import DateInput from './fields/DateInput';
import RegionField from './fields/RegionField';
import { CODE_LIST, DATE_FIELDS, FORM_GROUPS, FUTURE_DATES, isShown, MAX_LENGTH, type FieldName, type FormValues } from './personForm';

interface Props {
  values: FormValues;
  /** The text shown under each field that has a finding. */
  errors: Record<string, string>;
  required: Set<string>;
  /** Fields shown but not editable: derived ones, and the key fields of a filed person. */
  readOnly: Set<string>;
  options(list: string): CodeOption[];
  onChange(field: FieldName, value: string | boolean): void;
  /** Replaces the plain ID-number input (editing a stored person). */
  idNumberSlot?: ReactNode;
  /** Help under a field, when it has no finding. */
  hints?: Partial<Record<FieldName, string>>;
}

/** A post level list narrowed to the chosen category (domain.md §6.10). */
const levelsOf = (options: CodeOption[], category: string) => options.filter((o) => !category || o.groupCode === category);

/** Every field of domain.md §2.3, in its groups, each as the input its type calls for. */
export default function PersonFormFields({ values, errors, required, readOnly, options, onChange, idNumberSlot, hints }: Props) {
  const t = useTranslations('person');

  const field = (f: FieldName): ReactNode => {
    const common = { name: f, label: t(`field.${f}`), error: errors[f], hint: hints?.[f], required: required.has(f), disabled: readOnly.has(f) };
    const helper = errors[f] || hints?.[f] || ' ';
    if (f === 'idNumber' && idNumberSlot) return idNumberSlot;
    if (f === 'dualPost') {
      const hintId = hints?.dualPost ? 'field-dualPost-hint' : undefined;
      return (
        <>
          <FormControlLabel
            sx={{ mt: 0.5 }} disabled={readOnly.has(f)} label={t('field.dualPost')}
            control={(
              <Switch
                checked={values.dualPost} onChange={(e) => onChange('dualPost', e.target.checked)}
                slotProps={{ input: { 'data-testid': 'field-dualPost', 'aria-describedby': hintId } as object }}
              />
            )}
          />
          {hintId && <FormHelperText id={hintId} sx={{ mt: 0 }}>{hints?.dualPost}</FormHelperText>}
        </>
      );
    }
    if (f === 'nativePlace' || f === 'birthPlace') {
      return <RegionField name={f} label={common.label} value={values[f]} error={errors[f]} onChange={(v) => onChange(f, v)} />;
    }
    if (DATE_FIELDS.includes(f)) {
      return <DateInput {...common} error={errors[f] || undefined} value={values[f] as string} disableFuture={!FUTURE_DATES.includes(f)} onChange={(v) => onChange(f, v)} />;
    }
    const list = CODE_LIST[f];
    if (list) {
      let opts = options(list);
      if (f === 'postLevel') opts = levelsOf(opts, values.postCategory);
      if (f === 'secondPostLevel') opts = levelsOf(opts, values.secondPostCategory);
      return <CodeSelect {...common} value={values[f] as string} options={opts} onChange={(v) => onChange(f, v)} />;
    }
    return (
      <TextField
        fullWidth size="small" label={common.label} value={values[f]} required={common.required} disabled={common.disabled}
        error={Boolean(errors[f])} helperText={helper} onChange={(e) => onChange(f, e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH[f], 'data-testid': `field-${f}` } }}
      />
    );
  };

  return (
    <>
      {FORM_GROUPS.map(({ group, fields }) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <Typography id={`group-${group}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1.5, pl: 1, borderLeft: 3, borderColor: 'primary.main' }}>
            {t(`group.${group}`)}
          </Typography>
          <Grid container columnSpacing={2} rowSpacing={1}>
            {fields.filter((f) => isShown(f, values)).map((f) => (
              <Grid key={f} size={{ xs: 12, sm: 6, md: 4 }}>{field(f)}</Grid>
            ))}
          </Grid>
        </section>
      ))}
    </>
  );
}
