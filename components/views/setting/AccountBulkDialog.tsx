import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BulkOutcome } from '@/lib/contracts/unitAccounts';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { runBulkAction, type BulkAction } from '@/lib/client/api/unitAccounts';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';

interface Props {
  action: BulkAction;
  accounts: AccountItem[];
  onClose(): void;
  /** The action ran (some accounts may have been refused): the list reloads and the selection clears. */
  onDone(): void;
}

/** Confirms a bulk action on the selected accounts, runs it in one request, and lists the accounts it refused. */
export default function AccountBulkDialog({ action, accounts: given, onClose, onDone }: Props) {
  const t = useTranslations('setting.userManagement.bulk');
  const tUi = useTranslations('ui');
  const en = useLocale().startsWith('en');
  // The selection as it was when the dialog opened: it is cleared once the action ran.
  const [accounts] = useState(given);
  const [expireTime, setExpireTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure('');
    try {
      const answer = await runBulkAction(action, accounts.map((a) => a.id), expireTime || null);
      if (answer.kind !== 'done') return setFailure(answer.message);
      onDone();
      if (!answer.data.failed) {
        message.success(t('allDone', { count: answer.data.succeeded }));
        onClose();
      } else setOutcome(answer.data);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const refused = outcome?.results.filter((r) => !r.ok) ?? [];
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="account-bulk-title" data-testid="account-bulk-dialog">
      <DialogTitle id="account-bulk-title">{t(`${action}Title`, { count: accounts.length })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {!outcome && <DialogContentText>{t(`${action}Body`)}</DialogContentText>}
          {!outcome && action === 'expiry' && (
            <TextField type="date" size="small" label={t('expireTime')} value={expireTime} onChange={(e) => setExpireTime(e.target.value)}
              helperText={t('expireTimeHint')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'account-bulk-expire-time' } }} />
          )}
          {!outcome && <DialogContentText variant="body2">{accounts.map((a) => a.username).join('、')}</DialogContentText>}
          {failure && <Alert severity="error">{failure}</Alert>}
          {outcome && (
            <Alert severity="warning" data-testid="account-bulk-outcome">
              {t('partly', { succeeded: outcome.succeeded, failed: outcome.failed })}
              <List dense disablePadding>
                {refused.map((r) => (
                  <ListItem key={r.id} disableGutters>
                    <ListItemText primary={r.username || `#${r.id}`} secondary={en ? r.messageEn : r.message} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{outcome ? t('close') : tUi('cancel')}</Button>
        {!outcome && (
          <RepeatClickButton variant="contained" color={action === 'disable' ? 'error' : 'primary'} disabled={busy} onClick={confirm} data-testid="account-bulk-confirm">
            {t(action)}
          </RepeatClickButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
