import Stack from '@mui/material/Stack';
import { useSettingsStore } from '@/lib/client/stores/settings';
import ErrorLogButton from '../errorLog/ErrorLogButton';
import LanguageSwitch from '../LanguageSwitch';
import FullScreenButton from './FullScreenButton';
import NoticePopover from './NoticePopover';
import RefreshButton from './RefreshButton';
import SearchButton from './SearchButton';
import ThemeButton from './ThemeButton';
import UserMenu from './UserMenu';

/** The header's widgets, each shown as the theme settings say (spec §2.4). */
export default function HeaderTools() {
  const theme = useSettingsStore((s) => s.theme);
  const desktop = useSettingsStore((s) => s.device === 'desktop');
  return (
    <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <ErrorLogButton />
      {theme.showSearch && <SearchButton />}
      {theme.showNotice && <NoticePopover />}
      {theme.showFullScreen && desktop && <FullScreenButton />}
      {theme.showLanguage && <LanguageSwitch compact={!desktop} />}
      {theme.showTheme && <ThemeButton />}
      {theme.showRefresh && <RefreshButton />}
      <UserMenu />
    </Stack>
  );
}
