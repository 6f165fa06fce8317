import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { findExchangePerson } from '@/lib/client/api/exchange';
import { today } from '@/lib/domain/datetime';
import { finderErrors, type LinePerson } from './exchangeForm';

interface Props {
  unitId: number;
  taken: number[];
  /** The person found, and the ID number typed to find them (the line carries it as the proof of who is meant). */
  onFound(personId: number, person: LinePerson, idNumber: string): void;
}

/** A person of another unit is found by the exact name and ID number on the transfer papers, never browsed. */
export default function PersonFinder({ unitId, taken, onFound }: Props) {
  const t = useTranslations('exchange');
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'idNumber'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function find() {
    const id = idNumber.trim().toUpperCase();
    const refused = finderErrors({ name, idNumber }, today());
    const field = refused.name ? 'name' : refused.idNumber ? 'idNumber' : null;
    if (field) return setError({ field, message: t(`errors.${refused[field]}`) });
    setBusy(true);
    try {
      const answer = await findExchangePerson({ unitId, name: name.trim(), idNumber: id });
      if (answer.kind !== 'done') return setError({ field: 'idNumber', message: answer.message });
      if (taken.includes(answer.data.id)) return setError({ field: 'name', message: t('picker.inFiling') });
      onFound(answer.data.id, answer.data, id);
      setName('');
      setIdNumber('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      {(['name', 'idNumber'] as const).map((k) => (
        <TextField
          key={k} size="small" label={t(`finder.${k}`)} value={k === 'name' ? name : idNumber}
          error={error?.field === k} helperText={error?.field === k ? error.message : undefined}
          onChange={(e) => {
            (k === 'name' ? setName : setIdNumber)(e.target.value);
            setError(null);
          }}
          slotProps={{ htmlInput: { 'data-testid': `finder-${k}`, maxLength: k === 'name' ? 30 : 18 } }}
        />
      ))}
      <Button variant="outlined" onClick={() => void find()} disabled={busy} data-testid="finder-search">{t('finder.search')}</Button>
    </Stack>
  );
}
