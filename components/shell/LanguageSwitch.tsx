import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/config/settings';
import { useSettingsStore } from '@/lib/client/stores/settings';
import RemixIcon from './RemixIcon';

const LANGUAGES: Language[] = ['zh', 'en'];

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
  const trigger = {
    color,
    'data-testid': 'language-switch',
    // The button with text names the current language, and its name must contain what it shows.
    'aria-label': compact ? t('language') : t('languageOf', { language: t(`languages.${language}`) }),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
    onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  return (
    <>
      {compact ? (
        <IconButton {...trigger}><RemixIcon name="translate-2" size={20} /></IconButton>
      ) : (
        <Button {...trigger} startIcon={<RemixIcon name="translate-2" />}>{t(`languages.${language}`)}</Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang === 'zh' ? 'zh-CN' : 'en'}
            selected={lang === language}
            data-testid={`language-${lang}`}
            onClick={() => {
              setLanguage(lang);
              setAnchor(null);
            }}
          >
            {t(`languages.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
