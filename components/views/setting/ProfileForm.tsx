import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { updateProfile } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { profileErrors } from './accountForms';

interface Props {
  realName: string;
  mobile: string;
  onSaved(): void;
}

/** The user's own name and mobile number. */
export default function ProfileForm({ realName, mobile, onSaved }: Props) {
  const t = useTranslations('setting.personalCenter');
  const tf = useTranslations('setting.forms');
  const [values, setValues] = useState({ realName, mobile });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = touched ? profileErrors(values) : {};
  const help = (f: 'realName' | 'mobile') => (errors[f] ? tf(errors[f]) : serverError?.field === f ? serverError.message : undefined);

  const saving = useRepeatClickGuard(save);
  async function save() {
    setTouched(true);
    setServerError(null);
    if (Object.keys(profileErrors(values)).length) return;
    setBusy(true);
    try {
      const answer = await updateProfile({ realName: values.realName.trim(), mobile: values.mobile.trim() });
      if (answer.kind === 'done') {
        message.success(t('profileSaved'));
        onSaved();
      } else if (answer.kind === 'refused') {
        setServerError({ field: answer.data.field as string | undefined, message: answer.message });
        message.error(answer.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper sx={{ p: 3 }} component="form" noValidate onSubmit={(e) => { e.preventDefault(); saving.run(); }} data-testid="profile-form">
      <Typography variant="subtitle1" gutterBottom>{t('profile')}</Typography>
      <Stack spacing={2}>
        <TextField label={t('realName')} required value={values.realName} error={Boolean(help('realName'))} helperText={help('realName')}
          onChange={(e) => setValues({ ...values, realName: e.target.value })} slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'profile-realName' } }} />
        <TextField label={t('mobile')} value={values.mobile} error={Boolean(help('mobile'))} helperText={help('mobile') ?? t('mobileHint')}
          onChange={(e) => setValues({ ...values, mobile: e.target.value })} slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy || saving.guarded}>{t('saveProfile')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
