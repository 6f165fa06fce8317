import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { getRoles, roleKeys, setAccountRole } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';

/** Gives an account another role (admin only, /userInfo/saveUser_role); the server checks that its unit suits the role. */
export default function AccountRoleDialog({ account, onClose, onSaved }: { account: AccountItem; onClose(): void; onSaved(): void }) {
  const t = useTranslations('setting.userManagement');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const { data, isPending } = useQuery({ queryKey: roleKeys.all, queryFn: getRoles });
  const [roleId, setRoleId] = useState(account.roleId);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const answer = await setAccountRole(account.id, roleId);
      if (answer.kind === 'done') {
        message.success(t('roleSaved', { username: account.username }));
        onSaved();
      } else setError(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="role-title">
      <DialogTitle id="role-title">{t('roleOf', { username: account.username })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('roleChangeHint')}</DialogContentText>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <TextField select fullWidth label={t('role')} value={isPending ? '' : roleId} disabled={isPending} onChange={(e) => setRoleId(Number(e.target.value))}>
          {(data?.list ?? []).map((r) => <MenuItem key={r.id} value={r.id}>{locale === 'en' ? r.nameEn : r.nameZh}</MenuItem>)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={save} disabled={busy || roleId === account.roleId}>{tUi('save')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
