import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { isOldIeCore } from '@/lib/client/oldBrowser';

/** On an old IE core, asks to update the browser or switch a dual-core browser to speed mode (spec §2.4). */
export default function OldBrowserDialog() {
  const t = useTranslations('shell.oldBrowser');
  const [open, setOpen] = useState(() => isOldIeCore(navigator.userAgent));
  return (
    <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setOpen(false)}>{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
