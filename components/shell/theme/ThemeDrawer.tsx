import { useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { settings } from '@/lib/config/settings';
import { randomTheme } from '@/lib/client/themeSettings';
import { message } from '@/lib/client/stores/messages';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useSettingsStore } from '@/lib/client/stores/settings';
import RemixIcon from '../RemixIcon';
import ExtraActions from './ExtraActions';
import ThemeFields from './ThemeFields';

/** The theme drawer (spec §2.4), 280 px: changes show at once; Save keeps them, Restore default goes back. */
export default function ThemeDrawer() {
  const t = useTranslations('shell.theme');
  const open = usePanelsStore((s) => s.themeDrawer);
  const setOpen = usePanelsStore((s) => s.setThemeDrawer);
  const saveTheme = useSettingsStore((s) => s.saveTheme);
  const resetTheme = useSettingsStore((s) => s.resetTheme);
  const [randomizing, setRandomizing] = useState(false);
  const close = () => setOpen(false);

  const random = () => {
    const { theme, device } = useSettingsStore.getState();
    saveTheme(randomTheme(theme, device));
    setRandomizing(true);
    setTimeout(() => setRandomizing(false), settings.randomThemeOverlay);
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 280, maxWidth: '100vw' }, 'data-testid': 'theme-drawer' } as object }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>{t('title')}</Typography>
          <IconButton aria-label={t('close')} onClick={close} edge="end"><RemixIcon name="close-line" /></IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>
          <ThemeFields />
          <Divider sx={{ my: 2 }} />
          <ExtraActions />
        </Box>
        <Divider />
        <Stack spacing={1} sx={{ p: 2 }}>
          <Button
            variant="contained"
            data-testid="theme-save"
            onClick={() => {
              saveTheme();
              message.success(t('saved'));
              close();
            }}
          >
            {t('save')}
          </Button>
          <Button
            variant="outlined"
            data-testid="theme-reset"
            onClick={() => {
              resetTheme();
              message.success(t('restored'));
              close();
            }}
          >
            {t('reset')}
          </Button>
          <Button variant="outlined" data-testid="theme-random" onClick={random} startIcon={<RemixIcon name="shuffle-line" />}>
            {t('random')}
          </Button>
        </Stack>
      </Drawer>
      <Backdrop open={randomizing} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }} data-testid="theme-randomizing">
        {/* Only while shown: a closed backdrop stays in the page, and a hidden spinner would animate for ever. */}
        {randomizing && <CircularProgress color="inherit" />}
        <Typography>{t('randomizing')}</Typography>
      </Backdrop>
    </>
  );
}
