import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useNavigate } from 'react-router';
import RemixIcon from '@/components/shell/RemixIcon';

interface ErrorPageProps {
  code: string;
  icon: string;
  message: string;
  hint: string;
  /** Full-height page (public routes) or a block inside the shell. */
  fullScreen?: boolean;
}

/** The shared look of the error and not-available pages, with a way back home. */
export default function ErrorPage({ code, icon, message, hint, fullScreen = true }: ErrorPageProps) {
  const t = useTranslations('error');
  const navigate = useNavigate();
  return (
    <Box
      component="section"
      sx={{
        minHeight: fullScreen ? '100vh' : 420, display: 'flex', flexDirection: 'column', alignItems: 'center',
        justifyContent: 'center', textAlign: 'center', gap: 1.5, px: 3, bgcolor: fullScreen ? 'background.default' : 'transparent',
      }}
    >
      <Box sx={{ color: 'primary.main', opacity: 0.85 }}><RemixIcon name={icon} size={72} /></Box>
      <Typography variant="h2" component="h1" sx={{ fontWeight: 700, color: 'text.primary', fontSize: code.length > 4 ? { xs: 26, sm: 32 } : { xs: 40, sm: 56 } }}>{code}</Typography>
      <Typography variant="h6" component="p">{message}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>{hint}</Typography>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => navigate('/')} startIcon={<RemixIcon name="home-2-line" />}>
        {t('backHome')}
      </Button>
    </Box>
  );
}
