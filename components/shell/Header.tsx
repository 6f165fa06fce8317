import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslations } from 'next-intl';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { shellColors } from '@/components/theme';
import HorizontalMenu from './HorizontalMenu';
import LanguageSwitch from './LanguageSwitch';
import Logo from './Logo';
import RemixIcon from './RemixIcon';
import UserMenu from './UserMenu';

interface HeaderProps {
  /** Desktop shows the horizontal menu; mobile a button opening the side drawer. */
  desktop: boolean;
  drawerOpen: boolean;
  onToggleDrawer(): void;
}

/** The header: logo and title, header widgets, avatar; the menu row in the horizontal layout. */
export default function Header({ desktop, drawerOpen, onToggleDrawer }: HeaderProps) {
  const t = useTranslations('shell');
  const fixedHeader = useSettingsStore((s) => s.theme.fixedHeader);
  const showLanguage = useSettingsStore((s) => s.theme.showLanguage);
  return (
    <AppBar position={fixedHeader ? 'sticky' : 'static'} elevation={0} sx={{ bgcolor: shellColors.header, color: shellColors.menuText }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56 } }}>
        {!desktop && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={drawerOpen ? t('closeMenu') : t('openMenu')}
            aria-expanded={drawerOpen}
            onClick={onToggleDrawer}
          >
            <RemixIcon name={drawerOpen ? 'menu-fold-line' : 'menu-unfold-line'} size={22} />
          </IconButton>
        )}
        <Logo compact={!desktop} />
        <Box sx={{ flex: 1 }} />
        {showLanguage && <LanguageSwitch />}
        <UserMenu />
      </Toolbar>
      {desktop && (
        <Box sx={{ bgcolor: shellColors.menuBar, borderTop: '1px solid rgba(255,255,255,0.06)' }}>
          <HorizontalMenu />
        </Box>
      )}
    </AppBar>
  );
}
