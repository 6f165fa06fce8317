import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link } from 'react-router';
import { useSettingsStore } from '@/lib/client/stores/settings';

/** Logo and site title, linking home. */
export default function Logo({ compact = false }: { compact?: boolean }) {
  const t = useTranslations();
  const logo = useSettingsStore((s) => s.logo);
  return (
    <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG in the client-only app */}
      <img src={logo} alt={t('shell.logoAlt')} width={32} height={32} />
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 600, fontSize: compact ? 16 : 18, letterSpacing: 0.5 }}>
        {t('app.title')}
      </Typography>
    </Box>
  );
}
