import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import FilingList from '@/components/views/check/FilingList';
import EstabConversionEditor from './EstabConversionEditor';

const PRESET = { box: 'mine', types: ['ESTAB_CONVERSION'] } as const;

/** 编制转换备案 (/identityConvert1/identityConvert): the unit's conversion filings, and a new one. */
export default function IdentityConvertPage() {
  const t = useTranslations('identity');
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setCreating(true)} data-testid="new-conversion">{t('page.new')}</Button>
      </Stack>
      <FilingList preset={PRESET} hint={t('page.hint')} showUnit={false} />
      {creating && <EstabConversionEditor onClose={() => setCreating(false)} />}
    </Stack>
  );
}
