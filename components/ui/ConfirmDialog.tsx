import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import RepeatClickButton from './RepeatClickButton';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmText?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  busy?: boolean;
  /** Return the request's promise: the confirm button then ignores further clicks until its answer (spec §5), not for 6 s. */
  onConfirm(): unknown;
  onClose(): void;
}

/** Asks before anything destructive or final; the confirm button waits while the action runs and sends once per click. */
export default function ConfirmDialog({ open, title, children, confirmText, danger, busy, onConfirm, onClose }: Props) {
  const t = useTranslations('ui');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {children && (
        <DialogContent>
          {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('cancel')}</Button>
        <RepeatClickButton onClick={() => onConfirm()} variant="contained" color={danger ? 'error' : 'primary'} disabled={busy} data-testid="confirm-ok">
          {confirmText ?? t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
