import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';

export default function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const t = useTranslations('app');
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 240 }}
    >
      <CircularProgress size={32} />
    </Box>
  );
}
