import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useLocation } from 'react-router';
import { settings } from '@/lib/config/settings';
import { message } from '@/lib/client/stores/messages';
import { sourceKeyError } from './sourceKeyForm';

/** Asks for the key, then opens the template source of the current page on its code host (spec §2.4, §8). */
export default function SourceCodeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useTranslations('shell.theme');
  const tUi = useTranslations('ui');
  const { pathname } = useLocation();
  const [key, setKey] = useState('');
  const [tried, setTried] = useState(false);
  const refused = tried ? sourceKeyError(key) : null;
  const close = () => {
    setKey('');
    setTried(false);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (sourceKeyError(key)) return;
    if (key.trim() !== settings.sourceCode.key) {
      message.error(t('wrongKey'));
      return;
    }
    window.open(`${settings.sourceCode.url}${pathname}/index.vue`, '_blank', 'noopener,noreferrer');
    close();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('sourceKeyTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="password"
          label={t('sourceKey')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          error={Boolean(refused)}
          helperText={refused ? t(refused) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'source-key' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{tUi('cancel')}</Button>
        <Button type="submit" variant="contained" data-testid="source-submit">{t('open')}</Button>
      </DialogActions>
    </Dialog>
  );
}
