import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { changePassword } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import { PASSWORD_MAX_LENGTH } from '@/lib/domain/passwordPolicy';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { passwordChangeErrors } from './accountForms';

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };
type Field = keyof typeof EMPTY;

/** Changes the user's password; every other session of the account is signed out by the server. */
export default function PasswordForm({ onSaved }: { onSaved?: () => void }) {
  const t = useTranslations('setting.personalCenter');
  const tf = useTranslations('setting.forms');
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = touched ? passwordChangeErrors(values) : {};
  const help = (f: Field) => (errors[f] ? tf(errors[f]) : serverError?.field === f ? serverError.message : undefined);

  const saving = useRepeatClickGuard(save);
  async function save() {
    setTouched(true);
    setServerError(null);
    if (Object.keys(passwordChangeErrors(values)).length) return;
    setBusy(true);
    try {
      const answer = await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      if (answer.kind === 'done') {
        message.success(t('passwordSaved', { count: answer.data.revokedSessions }));
        setValues(EMPTY);
        setTouched(false);
        onSaved?.();
      } else if (answer.kind === 'refused') {
        setServerError({ field: answer.data.field as string | undefined, message: answer.message });
        message.error(answer.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (f: Field, label: string, autoComplete: string) => (
    <TextField type="password" label={label} required value={values[f]} error={Boolean(help(f))} helperText={help(f)} autoComplete={autoComplete}
      onChange={(e) => setValues({ ...values, [f]: e.target.value })} slotProps={{ htmlInput: { maxLength: f === 'oldPassword' ? 128 : PASSWORD_MAX_LENGTH, 'data-testid': `password-${f}` } }} />
  );

  return (
    <Paper sx={{ p: 3 }} component="form" noValidate onSubmit={(e) => { e.preventDefault(); saving.run(); }} data-testid="password-form">
      <Typography variant="subtitle1">{t('password')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('passwordHint')}</Typography>
      <Stack spacing={2}>
        {field('oldPassword', t('oldPassword'), 'current-password')}
        {field('newPassword', t('newPassword'), 'new-password')}
        {field('confirm', t('confirmPassword'), 'new-password')}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy || saving.guarded} data-testid="password-save">{t('changePassword')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
