import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import { settings } from '@/lib/config/settings';
import { useSettingsStore } from '@/lib/client/stores/settings';
import PageLoading from '@/components/routing/PageLoading';
import { shellColors } from '@/components/theme';
import Breadcrumbs from './Breadcrumbs';
import Footer from './Footer';
import Header from './Header';
import Logo from './Logo';
import VerticalMenu from './VerticalMenu';
import { useVisitedTab } from './useVisitedTab';

const DRAWER_WIDTH = 260;

/**
 * The shell of the signed-in app (horizontal layout): header with the menu on desktop; below the
 * mobile breakpoint a side drawer that folds on a backdrop click and when a menu item is opened.
 */
export default function AppLayout() {
  const desktop = useMediaQuery(`(min-width:${settings.mobileBreakpoint}px)`, { noSsr: true });
  const setDevice = useSettingsStore((s) => s.setDevice);
  // The mobile drawer starts folded; the persisted collapse flag belongs to the desktop side bar.
  const [drawerOpen, setDrawerOpen] = useState(false);
  useVisitedTab();

  useEffect(() => {
    setDevice(desktop ? 'desktop' : 'mobile');
  }, [desktop, setDevice]);

  const fold = () => setDrawerOpen(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Header desktop={desktop} drawerOpen={drawerOpen && !desktop} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      {!desktop && (
        <Drawer open={drawerOpen} onClose={fold} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
          <Box sx={{ px: 2, py: 1.5, bgcolor: shellColors.header, color: shellColors.menuText }}>
            <Logo compact />
          </Box>
          <VerticalMenu onNavigate={fold} />
        </Drawer>
      )}
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 2.5 } }}>
        <Breadcrumbs />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
