import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { personOutcome, revealPersonId } from '@/lib/client/api/person';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';

interface Props {
  personId: number;
  name: string;
  masked: string;
}

/** A masked ID number with a button that, after a confirmation, shows the full number (the server logs it). */
export default function RevealIdButton({ personId, name, masked }: Props) {
  const t = useTranslations('person.reveal');
  const [plain, setPlain] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    setBusy(true);
    try {
      const outcome = personOutcome<{ idNumber: string }>(await revealPersonId(personId));
      if (outcome.kind === 'done') setPlain(outcome.data.idNumber);
      else message.error(outcome.message);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontFamily: 'monospace' }} onClick={(e) => e.stopPropagation()}>
      <span data-testid={`id-${personId}`}>{plain ?? masked}</span>
      <IconButton size="small" aria-label={plain ? t('hide') : t('button')} data-hint={plain ? t('hide') : t('button')}
        onClick={() => (plain ? setPlain(null) : setAsking(true))} data-testid={`reveal-${personId}`}>
        {plain ? <VisibilityOff fontSize="inherit" /> : <Visibility fontSize="inherit" />}
      </IconButton>
      <ConfirmDialog open={asking} title={t('title')} confirmText={t('confirm')} busy={busy} onClose={() => setAsking(false)} onConfirm={reveal}>
        {t('body', { name })}
      </ConfirmDialog>
    </Box>
  );
}
