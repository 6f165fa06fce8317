import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useNavigate } from 'react-router';
import { isMockMode, setMockMode } from '@/lib/client/apiBase';
import { logout } from '@/lib/client/logout';
import ConfirmDialog from '@/components/ui/ConfirmDialog';

/**
 * Points this browser at the template's mock API, or back at the real one. The session belongs to the
 * API it came from, so the user signs out first and signs in again.
 */
export default function MockModeSwitch() {
  const t = useTranslations('demo.mockMode');
  const navigate = useNavigate();
  const [mock] = useState(isMockMode);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    await logout();
    setMockMode(!mock);
    navigate('/login', { replace: true });
  };

  return (
    <>
      <FormControlLabel
        control={<Switch checked={mock} onChange={() => setAsking(true)} slotProps={{ input: { 'data-testid': 'mock-mode-switch' } as object }} />}
        label={t('label')}
      />
      <Typography variant="body2" color="text.secondary">{t(mock ? 'onHint' : 'offHint')}</Typography>
      <ConfirmDialog
        open={asking} title={t(mock ? 'confirmOff' : 'confirmOn')} busy={busy} confirmText={t('signOut')}
        onConfirm={apply} onClose={() => setAsking(false)}
      >
        {t('confirmText')}
      </ConfirmDialog>
    </>
  );
}
