import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepartmentItem } from '@/lib/contracts/department';
import { departmentKeys, getDepartmentList, mergeDepartment } from '@/lib/client/api/department';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { targetError } from './unitTargetForm';

interface Props { unit: DepartmentItem; onClose(): void; onDone(): void }

/** 合并单位: picks the receiving unit by name, states what moves and what ends, then merges in one step. */
export default function UnitMergeDialog({ unit, onClose, onDone }: Props) {
  const t = useTranslations('department');
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<DepartmentItem | null>(null);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = { keyword: keyword.trim() || undefined, unitStatus: 'NORMAL' as const, pageNo: 1, pageSize: 20 };
  const { data, isFetching } = useQuery({ queryKey: departmentKeys.list(query), queryFn: () => getDepartmentList(query) });

  const confirm = async () => {
    const key = targetError(target);
    setMissing(key);
    if (!target || key) return;
    setBusy(true);
    const answer = await mergeDepartment({ id: unit.id, version: unit.version, targetId: target.id }).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      const d = answer.data;
      message.success(t('merge.done', { persons: d.movedPersons, filings: d.voidedFilings, accounts: d.disabledAccounts }));
      onDone();
    } else setError(answer.message);
  };

  return (
    <ConfirmDialog open danger title={t('merge.title', { name: unit.unitName })} busy={busy} onConfirm={confirm} onClose={onClose} confirmText={t('merge.confirm')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Autocomplete
          options={(data?.list ?? []).filter((u) => u.id !== unit.id)} loading={isFetching} value={target}
          getOptionLabel={(u) => u.unitName} isOptionEqualToValue={(a, b) => a.id === b.id} filterOptions={(x) => x}
          onInputChange={(_, v) => setKeyword(v)} onChange={(_, v) => { setTarget(v); setError(''); setMissing(null); }}
          renderInput={(params) => (
            <TextField {...params} size="small" required label={t('merge.target')} error={Boolean(missing)}
              helperText={missing ? t(`merge.${missing}`) : t('merge.searchHint')}
            />
          )}
        />
        <Alert severity="warning">{t('merge.effects', { persons: unit.personCount, open: unit.openCount })}</Alert>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
