import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { RenewalAccount } from '@/lib/contracts/auth';
import { renewalInfo, requestRenewal } from '@/lib/client/api/auth';
import { isSuccessCode } from '@/lib/client/request';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { renewalErrors } from './accountRequestForms';
import AuthFrame from './AuthFrame';
import { refusalText, refusedField } from './refusal';

const FIELDS = ['contactName', 'contactPhone', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
type Stage = { kind: 'loading' } | { kind: 'refused'; text: string } | { kind: 'form'; account: RenewalAccount } | { kind: 'sent'; account: RenewalAccount };

/**
 * 账号续期: where an expired account's login (code 408) sends it after 5 s, signed out. The one-time ticket of the 408
 * answer (`?ticket=`) shows the account and sends its unit's renewal request to the competent authority.
 */
export default function RenewalPage() {
  const t = useTranslations('registration.renewal');
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [stage, setStage] = useState<Stage>(() => (ticket ? { kind: 'loading' } : { kind: 'refused', text: t('noTicket') }));
  const [values, setValues] = useState<Record<Field, string>>({ contactName: '', contactPhone: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!ticket) return;
    let live = true;
    renewalInfo(ticket).then(
      (res) => live && setStage(isSuccessCode(res.code) ? { kind: 'form', account: res.data } : { kind: 'refused', text: refusalText(res) }),
      (e: unknown) => live && setStage({ kind: 'refused', text: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [ticket]);

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  /** Sends the request; false, with nothing sent, when the form's own check finds a mistake. */
  function send(account: RenewalAccount): Promise<void> | false {
    const found: Errors = Object.fromEntries(Object.entries(renewalErrors(values)).map(([f, key]) => [f, t(key as string)]));
    setErrors(found);
    if (Object.keys(found).length) return false;
    return deliver(account);
  }

  async function deliver(account: RenewalAccount): Promise<void> {
    try {
      const res = await requestRenewal({ ticket, contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim(), note: values.note.trim() || undefined });
      if (isSuccessCode(res.code)) setStage({ kind: 'sent', account });
      else {
        const { field, text } = refusedField(res, FIELDS);
        if (res.code === 400 && field) setErrors({ [field]: text });
        else setStage({ kind: 'refused', text: refusalText(res) });
      }
    } catch (err) {
      setStage({ kind: 'refused', text: err instanceof Error ? err.message : String(err) });
    }
  }
  // One request per intended submission (spec §5): a second Enter before the answer sends nothing.
  const sending = useRepeatClickGuard(send);

  const back = (
    <Link component={RouterLink} to="/login" underline="hover" sx={{ alignSelf: 'center' }} data-testid="renewal-back">{t('backToLogin')}</Link>
  );

  return (
    <AuthFrame title={t('title')} subtitle={t('subtitle')}>
      {stage.kind === 'loading' && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">{t('loading')}</Typography>
        </Stack>
      )}
      {stage.kind === 'refused' && (
        <Stack spacing={2.5}>
          <Alert severity="warning" data-testid="renewal-refused"><strong>{t('failed')}</strong>: {stage.text}</Alert>
          {back}
        </Stack>
      )}
      {(stage.kind === 'form' || stage.kind === 'sent') && (
        <Stack spacing={2.5}>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="renewal-account">
            {([
              ['unit', stage.account.unitName],
              ['account', stage.account.username],
              ['expireTime', stage.account.expireTime],
              ['authority', stage.account.authorityName ?? t('none')],
              ['authorityPhone', stage.account.authorityPhone ?? t('none')],
            ] as const).map(([label, value]) => (
              <Stack key={label} direction="row" spacing={1}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>{t(label)}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>{value}</Typography>
              </Stack>
            ))}
          </Stack>
          {stage.kind === 'sent' ? (
            <Alert severity="success" data-testid="renewal-sent">{t('sent')}</Alert>
          ) : (
            <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); sending.run(stage.account); }}>
              <TextField
                label={t('contactName')} required value={values.contactName} onChange={set('contactName')}
                error={Boolean(errors.contactName)} helperText={errors.contactName}
                slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'renewal-contactName' } }}
              />
              <TextField
                label={t('contactPhone')} required value={values.contactPhone} onChange={set('contactPhone')}
                error={Boolean(errors.contactPhone)} helperText={errors.contactPhone}
                slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric', 'data-testid': 'renewal-contactPhone' } }}
              />
              <TextField
                label={t('note')} multiline minRows={2} value={values.note} onChange={set('note')}
                error={Boolean(errors.note)} helperText={errors.note}
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'renewal-note' } }}
              />
              <Button type="submit" variant="contained" disabled={sending.guarded} data-testid="renewal-submit">
                {sending.guarded ? t('submitting') : t('submit')}
              </Button>
            </Stack>
          )}
          {back}
        </Stack>
      )}
    </AuthFrame>
  );
}
