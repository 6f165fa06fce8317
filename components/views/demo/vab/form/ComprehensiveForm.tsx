import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslations } from 'next-intl';
import { today } from '@/lib/domain/datetime';
import { message } from '@/lib/client/stores/messages';
import DemoCard from '../../shared/DemoCard';
import PickersProvider from '../../shared/PickersProvider';
import { BIO_MAX, emptyProfile, profileErrors, YEARS_MAX, type ProfileErrors, type ProfileForm } from './comprehensiveRules';

dayjs.extend(customParseFormat);

const DEPARTMENTS = ['personnel', 'finance', 'office', 'it'] as const;
const SKILLS = ['excel', 'writing', 'law', 'data'] as const;

const fromPicker = (v: Dayjs | null, format: string) => (!v ? '' : v.isValid() ? v.format(format) : 'invalid');
const toPicker = (s: string, format: string) => (s && s !== 'invalid' ? dayjs(s, format) : null);

/** One control per kind, every field checked with a message naming what is wrong. */
export default function ComprehensiveForm() {
  const t = useTranslations('demo.form');
  const tUi = useTranslations('ui');
  const [form, setForm] = useState<ProfileForm>(emptyProfile);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<ProfileForm | null>(null);
  const errors: ProfileErrors = checked ? profileErrors(form, today()) : {};

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const msg = (k: keyof ProfileForm) => (errors[k] ? t(`errors.${errors[k]}`) : undefined);
  const text = (k: 'name' | 'mobile' | 'email' | 'idCard' | 'website', extra: { required?: boolean; help?: ReactNode; max?: number } = {}) => (
    <TextField
      fullWidth label={t(`fields.${k}`)} required={extra.required ?? true} value={form[k]} onChange={(e) => set(k, e.target.value)}
      error={Boolean(errors[k])} helperText={msg(k) ?? extra.help} slotProps={{ htmlInput: { 'data-testid': `form-${k}`, maxLength: extra.max } }}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    const found = profileErrors(form, today());
    if (Object.keys(found).length) {
      message.error(t('fixErrors', { count: Object.keys(found).length }));
      return;
    }
    setSent(form);
    message.success(t('submitted'));
  };
  const reset = () => {
    setForm(emptyProfile);
    setChecked(false);
    setSent(null);
  };

  return (
    <PickersProvider>
      <DemoCard title={t('comprehensiveTitle')} subtitle={t('comprehensiveHint')}>
        <form noValidate onSubmit={submit} data-testid="comprehensive-form">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>{text('name', { max: 20 })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormControl error={Boolean(errors.gender)} required>
                <FormLabel id="gender-label">{t('fields.gender')}</FormLabel>
                <RadioGroup row aria-labelledby="gender-label" value={form.gender} onChange={(e) => set('gender', e.target.value as ProfileForm['gender'])}>
                  <FormControlLabel value="male" control={<Radio />} label={t('options.male')} />
                  <FormControlLabel value="female" control={<Radio />} label={t('options.female')} />
                </RadioGroup>
                {errors.gender && <FormHelperText>{msg('gender')}</FormHelperText>}
              </FormControl>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('mobile', { max: 11 })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('email', { max: 254 })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('idCard', { max: 18 })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <DatePicker
                label={t('fields.birthday')} value={toPicker(form.birthday, 'YYYY-MM-DD')} disableFuture
                onChange={(v) => set('birthday', fromPicker(v, 'YYYY-MM-DD'))}
                slotProps={{ textField: { fullWidth: true, required: true, error: Boolean(errors.birthday), helperText: msg('birthday') } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TimePicker
                label={t('fields.arrival')} value={toPicker(form.arrival, 'HH:mm')} ampm={false}
                onChange={(v) => set('arrival', fromPicker(v, 'HH:mm'))}
                slotProps={{ textField: { fullWidth: true, required: true, error: Boolean(errors.arrival), helperText: msg('arrival') } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select fullWidth required label={t('fields.department')} value={form.department} onChange={(e) => set('department', e.target.value)}
                error={Boolean(errors.department)} helperText={msg('department')} slotProps={{ htmlInput: { 'data-testid': 'form-department' } }}
              >
                {DEPARTMENTS.map((d) => <MenuItem key={d} value={d}>{t(`options.${d}`)}</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormControl error={Boolean(errors.skills)} required component="fieldset">
                <FormLabel component="legend">{t('fields.skills')}</FormLabel>
                <FormGroup row>
                  {SKILLS.map((s) => (
                    <FormControlLabel
                      key={s} label={t(`options.${s}`)}
                      control={<Checkbox checked={form.skills.includes(s)} onChange={(e) => set('skills', e.target.checked ? [...form.skills, s] : form.skills.filter((x) => x !== s))} />}
                    />
                  ))}
                </FormGroup>
                {errors.skills && <FormHelperText>{msg('skills')}</FormHelperText>}
              </FormControl>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                fullWidth required type="number" label={t('fields.years')} value={form.years ?? ''}
                onChange={(e) => set('years', e.target.value === '' ? null : Number(e.target.value))}
                error={Boolean(errors.years)} helperText={msg('years') ?? t('yearsHelp', { max: YEARS_MAX })}
                slotProps={{ htmlInput: { min: 0, max: YEARS_MAX, step: 1, 'data-testid': 'form-years' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('website', { required: false, help: t('websiteHelp'), max: 200 })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormControl error={Boolean(errors.satisfaction)} required>
                <FormLabel>{t('fields.satisfaction')}</FormLabel>
                <Rating value={form.satisfaction} onChange={(_, v) => set('satisfaction', v ?? 0)} />
                {errors.satisfaction && <FormHelperText>{msg('satisfaction')}</FormHelperText>}
              </FormControl>
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth required multiline minRows={3} label={t('fields.bio')} value={form.bio} onChange={(e) => set('bio', e.target.value)}
                error={Boolean(errors.bio)} helperText={msg('bio') ?? `${form.bio.length}/${BIO_MAX}`}
                slotProps={{ htmlInput: { 'data-testid': 'form-bio' } }}
              />
            </Grid>
            <Grid size={12}>
              <FormControl error={Boolean(errors.agree)} required>
                <FormControlLabel control={<Switch checked={form.agree} onChange={(e) => set('agree', e.target.checked)} />} label={t('fields.agree')} />
                {errors.agree && <FormHelperText>{msg('agree')}</FormHelperText>}
              </FormControl>
            </Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" data-testid="form-submit">{t('submit')}</Button>
                <Button onClick={reset}>{tUi('reset')}</Button>
              </Stack>
            </Grid>
          </Grid>
        </form>
        {sent && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="form-result">
            {t('result', { name: sent.name, department: t(`options.${sent.department}`), skills: sent.skills.map((s) => t(`options.${s}`)).join('、') })}
          </Alert>
        )}
      </DemoCard>
    </PickersProvider>
  );
}
