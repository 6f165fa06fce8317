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

type Field = 'validFrom' | 'value' | 'basis';
const FIELDS: readonly Field[] = ['validFrom', 'value', 'basis'];
const fieldOf = (named: unknown): Field | null => FIELDS.find((f) => typeof named === 'string' && (named === f || named.startsWith(`${f}.`))) ?? null;

/** 新增版本: the value (JSON, the one in force as a start), the day it takes effect and the document it follows. */
export default function PolicyVersionDialog({ item, today, onClose, onDone }: Props) {
  const t = useTranslations('policy');
  const en = useLocale() === 'en';
  const [value, setValue] = useState(() => JSON.stringify(item.current.value, null, 2));
  const [validFrom, setValidFrom] = useState(today);
  const [basis, setBasis] = useState('');
  // A refusal shows under the field it names (the server's `value.…`, `validFrom`, `basis`), anything else above the buttons.
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const fieldError = (f: Field) => (error?.field === f ? error.message : undefined);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      setError({ field: 'value', message: t('form.badJson') });
      return;
    }
    setBusy(true);
    const body = { key: item.key, value: parsed, validFrom, basis: basis.trim() } as PolicyAddBody;
    const answer = await addPolicyVersion(body).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('form.done'));
      onDone();
    } else setError({ field: answer.kind === 'refused' ? fieldOf(answer.data.field) : null, message: answer.message });
  };

  return (
    <ConfirmDialog open title={t('form.title', { name: en ? item.labelEn : item.label })} busy={busy} onConfirm={confirm} onClose={onClose} confirmText={t('form.save')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          size="small" type="date" required label={t('validFrom')} value={validFrom}
          error={Boolean(fieldError('validFrom'))} helperText={fieldError('validFrom')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, 'data-testid': 'policy-valid-from' } }}
          onChange={(e) => { setValidFrom(e.target.value); setError(null); }}
        />
        <TextField
          size="small" required multiline minRows={4} maxRows={16} label={t('value')} value={value}
          error={Boolean(fieldError('value'))} helperText={fieldError('value') ?? t('form.valueHint')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 }, 'data-testid': 'policy-value' } }}
          onChange={(e) => { setValue(e.target.value); setError(null); }}
        />
        <TextField
          size="small" required multiline minRows={2} label={t('basis')} value={basis}
          error={Boolean(fieldError('basis'))} helperText={fieldError('basis')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'policy-basis' } }} onChange={(e) => { setBasis(e.target.value); setError(null); }}
        />
        {error && !error.field && <Alert severity="error">{error.message}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
