import { useCallback, useEffect, useLayoutEffect } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { settings, type Language } from '@/lib/config/settings';
import { queryClient } from '@/lib/client/queryClient';
import { effectiveLayout } from '@/lib/client/themeSettings';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { preloadDataViews } from '../routing/preload';
import { withDataLocales } from '../dataLocales';
import DataGridWarmUp from './DataGridWarmUp';
import SearchDialog from './header/SearchDialog';
import { LAYOUT_PARTS } from './layouts/parts';
import ShellFrame from './layouts/ShellFrame';
import { useFollowFirstLevel } from './menu/useFirstLevel';
import { useVisitedTab } from './tabs/useVisitedTab';
import ThemeDrawer from './theme/ThemeDrawer';
import ThemeSettingButton from './theme/ThemeSettingButton';

/**
 * What follows the page on screen: its tab among the visited, and the first-level menu entry it belongs to. A leaf
 * of its own, so that a navigation renders it and the shell's other location readers, not the whole shell.
 */
function FollowPage() {
  useVisitedTab();
  useFollowFirstLevel();
  return null;
}

/**
 * The shell of the signed-in app in the chosen layout; below the mobile breakpoint (992 px) the vertical layout,
 * the chosen one coming back on desktop (spec §2.4). Its screens read server data through the query cache, and their
 * grids and pickers speak the interface's language.
 */
export default function AppLayout() {
  const desktop = useMediaQuery(`(min-width:${settings.mobileBreakpoint}px)`, { noSsr: true });
  const setDevice = useSettingsStore((s) => s.setDevice);
  const setMobileMenu = usePanelsStore((s) => s.setMobileMenu);
  const theme = useSettingsStore((s) => s.theme);
  const language = useLocale() as Language;
  const localized = useCallback((outer: Theme) => withDataLocales(outer, language), [language]);
  const device = desktop ? 'desktop' : 'mobile';

  // Most screens show a data grid or a date picker: loaded while the person reads the first one.
  useEffect(preloadDataViews, []);

  useLayoutEffect(() => {
    setDevice(device);
    setMobileMenu(false);
  }, [device, setDevice, setMobileMenu]);

  const layout = effectiveLayout(theme, device);
  return (
    <ThemeProvider theme={localized}>
      <QueryClientProvider client={queryClient}>
        <FollowPage />
        <ShellFrame layout={layout} {...LAYOUT_PARTS[layout]} />
        <SearchDialog />
        <DataGridWarmUp />
        <ThemeDrawer />
        {theme.showThemeSetting && <ThemeSettingButton />}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
