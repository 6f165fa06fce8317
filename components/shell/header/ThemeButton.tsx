import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { usePanelsStore } from '@/lib/client/stores/panels';
import RemixIcon from '../RemixIcon';

export default function ThemeButton() {
  const t = useTranslations('shell');
  const setThemeDrawer = usePanelsStore((s) => s.setThemeDrawer);
  return (
    <Tooltip title={t('themeSettings')}>
      <IconButton color="inherit" aria-label={t('themeSettings')} data-testid="theme-open" onClick={() => setThemeDrawer(true)}>
        <RemixIcon name="palette-line" size={20} />
      </IconButton>
    </Tooltip>
  );
}
