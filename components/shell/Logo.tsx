import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link } from 'react-router';
import { useSettingsStore } from '@/lib/client/stores/settings';

interface Props {
  compact?: boolean;
  /** Only the mark (folded side bar, column strip). */
  iconOnly?: boolean;
}

/** Logo and site title, linking home; nothing when no logo is configured (spec §2.4: the logo is optional). */
export default function Logo({ compact = false, iconOnly = false }: Props) {
  const t = useTranslations();
  const logo = useSettingsStore((s) => s.logo);
  if (!logo) return null;
  return (
    <Box
      component={Link}
      to="/"
      aria-label={iconOnly ? t('app.title') : undefined}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: iconOnly ? 'center' : 'flex-start', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG in the client-only app */}
      <img src={logo} alt={t('shell.logoAlt')} width={32} height={32} />
      {!iconOnly && (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 600, fontSize: compact ? 16 : 18, letterSpacing: 0.5 }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
