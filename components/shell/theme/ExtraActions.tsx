import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import RemixIcon from '../RemixIcon';
import SourceCodeDialog from './SourceCodeDialog';

/** The drawer's extra actions: the template source of this page (behind a key), and clearing local storage. */
export default function ExtraActions() {
  const t = useTranslations('shell.theme');
  const [source, setSource] = useState(false);
  const [clearing, setClearing] = useState(false);
  return (
    <Stack direction="row" spacing={1}>
      <Button fullWidth size="small" variant="text" startIcon={<RemixIcon name="code-s-slash-line" />} onClick={() => setSource(true)} data-testid="theme-source">
        {t('sourceCode')}
      </Button>
      <Button fullWidth size="small" variant="text" color="error" startIcon={<RemixIcon name="delete-bin-6-line" />} onClick={() => setClearing(true)} data-testid="theme-clear-storage">
        {t('clearStorage')}
      </Button>
      <SourceCodeDialog open={source} onClose={() => setSource(false)} />
      <ConfirmDialog
        open={clearing}
        title={t('clearStorageTitle')}
        danger
        onClose={() => setClearing(false)}
        onConfirm={() => {
          localStorage.clear();
          window.location.reload();
        }}
      >
        {t('clearStorageConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
