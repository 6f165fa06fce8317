import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import { SMS_CODE } from '@/lib/contracts/register';
import type { Envelope } from '@/lib/contracts/endpoint';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_TEXT } from '@/lib/domain/passwordPolicy';
import { sendRegisterCode, submitRegistration } from '@/lib/client/api/register';
import { isSuccessCode } from '@/lib/client/request';
import { message } from '@/lib/client/stores/messages';
import SignInIcon from '@/components/shell/SignInIcon';
import { mobileError, policyRule, REGISTER_FIELDS as FIELDS, registerErrors, type RegisterField as Field, type RegisterValues as Values } from './accountRequestForms';
import AuthFrame from './AuthFrame';
import { refusedField } from './refusal';

type Errors = Partial<Record<Field, string>>;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

/** 注册: a unit applies for an account with a verified mobile number; a reviewer approves it before it can sign in. */
export default function RegisterPage() {
  const t = useTranslations('registration.register');
  const lang = useLocale() === 'en' ? 'en' : 'zh';
  const say = (key: string) => {
    const rule = policyRule(key);
    return rule ? PASSWORD_RULE_TEXT[rule][lang] : t(key);
  };
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };

  const validate = (v: Values): Errors => Object.fromEntries(Object.entries(registerErrors(v)).map(([f, key]) => [f, say(key as string)]));

  const refuse = (res: Envelope<unknown>) => {
    const { field, text } = refusedField(res, FIELDS);
    if (field) setErrors((x) => ({ ...x, [field]: text }));
    else message.error(text);
  };

  async function sendCode() {
    const mobile = values.mobile.trim();
    const refusal = mobileError(mobile);
    if (refusal) {
      setErrors((x) => ({ ...x, mobile: t(refusal) }));
      return;
    }
    setSending(true);
    try {
      const res = await sendRegisterCode(mobile);
      if (isSuccessCode(res.code)) {
        setWait(res.data.resendAfter);
        message.success(t('codeSent', { minutes: Math.round(res.data.expiresIn / 60) }));
      } else {
        const retryAfter = (res.data as { retryAfter?: number } | null)?.retryAfter;
        if (retryAfter) setWait(retryAfter);
        refuse(res);
      }
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const res = await submitRegistration({
        unitCode: values.unitCode.trim().toUpperCase(), contactName: values.contactName.trim(), mobile: values.mobile.trim(),
        code: values.code.trim(), username: values.username.trim(), password: values.password,
      });
      if (isSuccessCode(res.code)) setDone(values.username.trim());
      else refuse(res);
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    } finally {
      setSubmitting(false);
    }
  }

  const backToLogin = (
    <Link component={RouterLink} to="/login" underline="hover" sx={{ alignSelf: 'center' }} data-testid="register-login-link">
      {t('backToLogin')}
    </Link>
  );

  if (done) {
    return (
      <AuthFrame title={t('title')}>
        <Stack spacing={2.5}>
          <Alert severity="success" data-testid="register-done">
            <strong>{t('done')}</strong>
            <br />
            {t('doneText', { username: done })}
          </Alert>
          {backToLogin}
        </Stack>
      </AuthFrame>
    );
  }

  const field = (f: Field, { helperText, slotProps, ...extra }: Partial<React.ComponentProps<typeof TextField>> = {}, maxLength = 50) => (
    <TextField
      label={t(f)} value={values[f]} required error={Boolean(errors[f])} helperText={errors[f] ?? helperText}
      onChange={set(f)} {...extra}
      slotProps={{ ...slotProps, htmlInput: { 'data-testid': `register-${f}`, maxLength } }}
    />
  );

  return (
    <AuthFrame title={t('title')} subtitle={t('subtitle')} maxWidth={480}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {field('unitCode', { helperText: t('unitCodeHelp'), autoFocus: true }, 18)}
        {field('contactName', {}, 30)}
        {field('mobile', { type: 'tel', autoComplete: 'tel' }, 11)}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('code')} value={values.code} required error={Boolean(errors.code)} helperText={errors.code} onChange={set('code')}
            sx={{ flex: 1 }} autoComplete="one-time-code"
            slotProps={{ htmlInput: { 'data-testid': 'register-code', maxLength: SMS_CODE.length, inputMode: 'numeric' } }}
          />
          <Button
            variant="outlined" onClick={sendCode} disabled={sending || wait > 0} data-testid="register-send-code"
            sx={{ height: 56, minWidth: 128, whiteSpace: 'nowrap' }}
          >
            {wait > 0 ? t('resend', { seconds: wait }) : t('sendCode')}
          </Button>
        </Stack>
        {field('username', { helperText: t('usernameHelp'), autoComplete: 'username' })}
        {field('password', {
          type: 'password', autoComplete: 'new-password',
          slotProps: { input: { startAdornment: <InputAdornment position="start"><SignInIcon name="lock-line" /></InputAdornment> } },
        }, PASSWORD_MAX_LENGTH)}
        {field('confirmPassword', { type: 'password', autoComplete: 'new-password' }, PASSWORD_MAX_LENGTH)}
        <Button type="submit" variant="contained" size="large" disabled={submitting} data-testid="register-submit">
          {submitting ? t('submitting') : t('submit')}
        </Button>
        {backToLogin}
      </Stack>
    </AuthFrame>
  );
}
