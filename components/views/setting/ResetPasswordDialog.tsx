import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { resetAccountPassword } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { confirmError, passwordError } from './accountForms';

/** Gives an account a new password; the server signs every session of that account out. */
export default function ResetPasswordDialog({ account, onClose }: { account: AccountItem; onClose(): void }) {
  const t = useTranslations('setting.userManagement');
  const tf = useTranslations('setting.forms');
  const tUi = useTranslations('ui');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const pwError = touched && passwordError(password);
  const cfError = touched && confirmError(password, confirm);

  const saving = useRepeatClickGuard(save);
  async function save() {
    setTouched(true);
    if (passwordError(password) || confirmError(password, confirm)) return;
    setBusy(true);
    try {
      const answer = await resetAccountPassword(account.id, password);
      if (answer.kind === 'done') {
        message.success(t('passwordReset', { username: account.username }));
        onClose();
      } else setServerError(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="reset-title">
      <DialogTitle id="reset-title">{t('resetPasswordOf', { username: account.username })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('resetPasswordHint')}</DialogContentText>
        <Stack spacing={2} component="form" id="reset-form" noValidate onSubmit={(e) => { e.preventDefault(); saving.run(); }}>
          <TextField type="password" label={t('newPassword')} required value={password} autoComplete="new-password" error={Boolean(pwError || serverError)}
            helperText={pwError ? tf(pwError) : serverError || t('passwordHint')} onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'reset-password' } }} />
          <TextField type="password" label={t('confirmPassword')} required value={confirm} autoComplete="new-password" error={Boolean(cfError)}
            helperText={cfError ? tf(cfError) : undefined} onChange={(e) => setConfirm(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'reset-confirm' } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <Button type="submit" form="reset-form" variant="contained" color="warning" disabled={busy || saving.guarded} data-testid="reset-save">{t('resetPassword')}</Button>
      </DialogActions>
    </Dialog>
  );
}
