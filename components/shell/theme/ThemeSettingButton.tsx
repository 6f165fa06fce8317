import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { usePanelsStore } from '@/lib/client/stores/panels';
import RemixIcon from '../RemixIcon';

/** The side button that opens the theme drawer (spec §2.4: only when showThemeSetting is on). */
export default function ThemeSettingButton() {
  const t = useTranslations('shell');
  const setThemeDrawer = usePanelsStore((s) => s.setThemeDrawer);
  return (
    <Tooltip title={t('themeSettings')} placement="left">
      <Fab
        size="small"
        color="primary"
        aria-label={t('themeSettings')}
        onClick={() => setThemeDrawer(true)}
        sx={{ position: 'fixed', right: 0, top: '50%', transform: 'translateY(-50%)', borderRadius: '8px 0 0 8px', zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <RemixIcon name="brush-2-line" size={20} />
      </Fab>
    </Tooltip>
  );
}
