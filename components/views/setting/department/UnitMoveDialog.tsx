import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepartmentItem } from '@/lib/contracts/department';
import { moveDepartment } from '@/lib/client/api/department';
import { message } from '@/lib/client/stores/messages';
import { regionCovers } from '@/lib/domain/unitAdmin';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { targetError } from './unitTargetForm';
import type { UnitTreeData } from './UnitTreePanel';

interface Props { unit: DepartmentItem; tree: UnitTreeData; onClose(): void; onDone(): void }

/** 改隶: files a base unit under another competent authority of its region or above. */
export default function UnitMoveDialog({ unit, tree, onClose, onDone }: Props) {
  const t = useTranslations('department');
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = tree.competents.filter((c) => c.unitStatus === 'NORMAL' && c.id !== unit.competentDeptId && regionCovers(c.regionCode, unit.regionCode));

  const confirm = async () => {
    const key = targetError(target);
    setMissing(key);
    if (key) return;
    setBusy(true);
    const answer = await moveDepartment({ id: unit.id, version: unit.version, competentDeptId: Number(target) }).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('move.done'));
      onDone();
    } else setError(answer.message);
  };

  return (
    <ConfirmDialog open title={t('move.title', { name: unit.unitName })} busy={busy} onConfirm={confirm} onClose={onClose} confirmText={t('actions.move')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select size="small" fullWidth label={t('move.target')} value={target} error={Boolean(missing)} required
          helperText={missing ? t(`move.${missing}`) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'move-target' } }} onChange={(e) => { setTarget(e.target.value); setError(''); setMissing(null); }}
        >
          {choices.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.unitName}</MenuItem>)}
        </TextField>
        {error && <Alert severity="error">{error}</Alert>}
        <Alert severity="info">{t('move.hint')}</Alert>
      </Stack>
    </ConfirmDialog>
  );
}
