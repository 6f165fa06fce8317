import { useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { useSettingsStore } from '@/lib/client/stores/settings';
import type { LanguageMenuProps } from './LanguageMenu';
import SignInIcon from './SignInIcon';

/**
 * The menu of languages is loaded when the switch is first pointed at, focused or pressed: the sign-in page needs no
 * menu to show. A failed load leaves the menu closed, and the next press asks again.
 */
const loadMenu = () => import('./LanguageMenu').then((m) => m.default);

interface Props {
  color?: 'inherit' | 'primary';
  /** Only the icon (narrow headers). */
  compact?: boolean;
}

/** zh / en: saving the setting switches the interface and retitles the page (spec §2.4). */
export default function LanguageSwitch({ color = 'inherit', compact = false }: Props) {
  const t = useTranslations('shell');
  const language = useSettingsStore((s) => s.language);
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept once loaded, so the menu also animates out.
  const [LanguageMenu, setLanguageMenu] = useState<ComponentType<LanguageMenuProps> | null>(null);
  const prefetch = () => void loadMenu().catch(() => undefined);
  const trigger = {
    color,
    'data-testid': 'language-switch',
    // The button with text names the current language, and its name must contain what it shows.
    'aria-label': compact ? t('language') : t('languageOf', { language: t(`languages.${language}`) }),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: (e: React.MouseEvent<HTMLElement>) => {
      const target = e.currentTarget;
      loadMenu().then(
        (menu) => {
          setLanguageMenu(() => menu);
          setAnchor(target);
        },
        () => undefined,
      );
    },
  };
  return (
    <>
      {compact ? (
        <IconButton {...trigger}><SignInIcon name="translate-2" size={20} /></IconButton>
      ) : (
        <Button {...trigger} startIcon={<SignInIcon name="translate-2" />}>{t(`languages.${language}`)}</Button>
      )}
      {LanguageMenu && (
        <LanguageMenu
          anchor={anchor}
          language={language}
          onClose={() => setAnchor(null)}
          onChoose={(lang) => {
            setLanguage(lang);
            setAnchor(null);
          }}
        />
      )}
    </>
  );
}
