import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepartmentItem } from '@/lib/contracts/department';
import { revokeDepartment } from '@/lib/client/api/department';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { revokeReasonError } from './unitForm';

interface Props { unit: DepartmentItem; onClose(): void; onDone(): void }

/** 撤销单位: asks for the reason; a unit that still has staff is told so before anything is sent. */
export default function UnitRevokeDialog({ unit, onClose, onDone }: Props) {
  const t = useTranslations('department');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const blocked = unit.personCount > 0;
  const reasonError = revokeReasonError(reason);

  const confirm = async () => {
    setTouched(true);
    if (blocked || reasonError) return;
    setBusy(true);
    const answer = await revokeDepartment({ id: unit.id, version: unit.version, reason: reason.trim() }).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('revoke.done'));
      onDone();
    } else setError(answer.message);
  };

  return (
    <ConfirmDialog open danger title={t('revoke.title', { name: unit.unitName })} busy={busy} onConfirm={confirm} onClose={onClose} confirmText={t('revoke.confirm')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {blocked ? <Alert severity="warning">{t('revoke.blocked', { persons: unit.personCount })}</Alert> : <Alert severity="warning">{t('revoke.effects')}</Alert>}
        <TextField
          size="small" fullWidth required multiline minRows={2} label={t('revoke.reason')} value={reason} disabled={blocked}
          error={touched && Boolean(reasonError)} helperText={touched && reasonError ? t(`revoke.${reasonError}`) : undefined}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'revoke-reason' } }} onChange={(e) => { setReason(e.target.value); setError(''); }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
