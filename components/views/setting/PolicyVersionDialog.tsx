import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PolicyAddBody, PolicyItem } from '@/lib/contracts/policy';
import { addPolicyVersion } from '@/lib/client/api/policy';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';

interface Props { item: PolicyItem; today: string; onClose(): void; onDone(): void }

/** 新增版本: the value (JSON, the one in force as a start), the day it takes effect and the document it follows. */
export default function PolicyVersionDialog({ item, today, onClose, onDone }: Props) {
  const t = useTranslations('policy');
  const en = useLocale() === 'en';
  const [value, setValue] = useState(() => JSON.stringify(item.current.value, null, 2));
  const [validFrom, setValidFrom] = useState(today);
  const [basis, setBasis] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      setError(t('form.badJson'));
      return;
    }
    setBusy(true);
    const body = { key: item.key, value: parsed, validFrom, basis: basis.trim() } as PolicyAddBody;
    const answer = await addPolicyVersion(body).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('form.done'));
      onDone();
    } else setError(answer.message);
  };

  return (
    <ConfirmDialog open title={t('form.title', { name: en ? item.labelEn : item.label })} busy={busy} onConfirm={confirm} onClose={onClose} confirmText={t('form.save')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          size="small" type="date" required label={t('validFrom')} value={validFrom}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, 'data-testid': 'policy-valid-from' } }}
          onChange={(e) => { setValidFrom(e.target.value); setError(''); }}
        />
        <TextField
          size="small" required multiline minRows={4} maxRows={16} label={t('value')} value={value} helperText={t('form.valueHint')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 }, 'data-testid': 'policy-value' } }}
          onChange={(e) => { setValue(e.target.value); setError(''); }}
        />
        <TextField
          size="small" required multiline minRows={2} label={t('basis')} value={basis}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'policy-basis' } }} onChange={(e) => { setBasis(e.target.value); setError(''); }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
