import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { AMOUNT_MAX, confirmErrors, emptyTransfer, transferErrors, type TransferErrors, type TransferForm } from './stepRules';

const PAYERS = ['salary', 'operating'] as const;
const STEPS = ['fill', 'confirm', 'done'] as const;

/** A transfer in three steps: fill in, confirm with the payment password, result. */
export default function StepForm() {
  const t = useTranslations('demo.form');
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<TransferForm>(emptyTransfer);
  const [errors, setErrors] = useState<TransferErrors>({});
  const set = (key: keyof TransferForm, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const msg = (k: keyof TransferForm) => (errors[k] ? t(`errors.${errors[k]}`, { max: AMOUNT_MAX }) : undefined);
  const field = (k: 'payee' | 'payeeName' | 'amount' | 'password', type = 'text') => (
    <TextField
      fullWidth required type={type} label={t(`fields.${k}`)} value={form[k]} onChange={(e) => set(k, e.target.value)}
      error={Boolean(errors[k])} helperText={msg(k)} slotProps={{ htmlInput: { 'data-testid': `step-${k}`, maxLength: 32 } }}
    />
  );

  const next = (e: FormEvent) => {
    e.preventDefault();
    const found = step === 0 ? transferErrors(form) : confirmErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setStep((s) => s + 1);
  };
  const again = () => {
    setForm(emptyTransfer);
    setErrors({});
    setStep(0);
  };
  const summary = (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
      <dt>{t('fields.payer')}</dt><dd>{form.payer && t(`options.${form.payer}`)}</dd>
      <dt>{t('fields.payee')}</dt><dd>{form.payee}</dd>
      <dt>{t('fields.payeeName')}</dt><dd>{form.payeeName}</dd>
      <dt>{t('fields.amount')}</dt><dd data-testid="step-summary-amount">{t('yuan', { amount: form.amount })}</dd>
    </Box>
  );

  return (
    <DemoCard title={t('stepTitle')}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((s) => <Step key={s}><StepLabel>{t(`steps.${s}`)}</StepLabel></Step>)}
      </Stepper>
      <Box component="form" noValidate onSubmit={next} sx={{ maxWidth: 520, mx: 'auto' }} data-testid="step-form">
        {step === 0 && (
          <Stack spacing={2.5}>
            <TextField
              select fullWidth required label={t('fields.payer')} value={form.payer} onChange={(e) => set('payer', e.target.value)}
              error={Boolean(errors.payer)} helperText={msg('payer')} slotProps={{ htmlInput: { 'data-testid': 'step-payer' } }}
            >
              {PAYERS.map((p) => <MenuItem key={p} value={p}>{t(`options.${p}`)}</MenuItem>)}
            </TextField>
            {field('payee')}
            {field('payeeName')}
            {field('amount')}
            <Button type="submit" variant="contained" data-testid="step-next">{t('next')}</Button>
          </Stack>
        )}
        {step === 1 && (
          <Stack spacing={2.5}>
            <Alert severity="info">{t('confirmHint')}</Alert>
            {summary}
            {field('password', 'password')}
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setStep(0)}>{t('previous')}</Button>
              <Button type="submit" variant="contained" data-testid="step-confirm">{t('confirm')}</Button>
            </Stack>
          </Stack>
        )}
        {step === 2 && (
          <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="step-done">
            <Box sx={{ color: 'success.main' }}><RemixIcon name="checkbox-circle-fill" size={64} /></Box>
            <Typography variant="h6" component="p">{t('doneTitle')}</Typography>
            <Typography color="text.secondary">{t('doneHint')}</Typography>
            <Box sx={{ textAlign: 'left' }}>{summary}</Box>
            <Button variant="contained" onClick={again}>{t('again')}</Button>
          </Stack>
        )}
      </Box>
    </DemoCard>
  );
}
