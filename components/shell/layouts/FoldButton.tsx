import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useSettingsStore } from '@/lib/client/stores/settings';
import RemixIcon from '../RemixIcon';

/** Folds or unfolds the side bar: the saved collapse flag on desktop, the drawer over the page on mobile. */
export default function FoldButton() {
  const t = useTranslations('shell');
  const desktop = useSettingsStore((s) => s.device === 'desktop');
  const collapse = useSettingsStore((s) => s.collapse);
  const toggleCollapse = useSettingsStore((s) => s.toggleCollapse);
  const mobileMenu = usePanelsStore((s) => s.mobileMenu);
  const setMobileMenu = usePanelsStore((s) => s.setMobileMenu);
  const folded = desktop ? collapse : !mobileMenu;
  const label = desktop ? (folded ? t('unfold') : t('fold')) : folded ? t('openMenu') : t('closeMenu');
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={label}
      aria-expanded={!folded}
      data-testid="fold-side-bar"
      onClick={() => (desktop ? toggleCollapse() : setMobileMenu(!mobileMenu))}
    >
      <RemixIcon name={folded ? 'menu-unfold-line' : 'menu-fold-line'} size={22} />
    </IconButton>
  );
}
