import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

interface Props {
  pending: boolean;
  failed: boolean;
  empty?: boolean;
  onRetry(): void;
  children: ReactNode;
}

/** Loading, failed (with retry) and empty states around what a query shows. */
export default function QueryState({ pending, failed, empty, onRetry, children }: Props) {
  const t = useTranslations('ui');
  const tApp = useTranslations('app');
  if (pending) {
    return (
      <Box role="status" aria-busy="true" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress size={28} aria-label={tApp('loading')} />
      </Box>
    );
  }
  if (failed) {
    return (
      <Box sx={{ textAlign: 'center', py: 5 }}>
        <Typography color="text.secondary" gutterBottom>{t('loadFailed')}</Typography>
        <Button size="small" onClick={onRetry}>{t('retry')}</Button>
      </Box>
    );
  }
  if (empty) return <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>{t('empty')}</Typography>;
  return <>{children}</>;
}
