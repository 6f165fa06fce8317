import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { LANGUAGES, type Language } from '@/lib/config/settings';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  language: Language;
  onChoose(language: Language): void;
  onClose(): void;
}

/** The languages to choose from (LanguageSwitch loads it at the first look at the switch). */
export default function LanguageMenu({ anchor, language, onChoose, onClose }: LanguageMenuProps) {
  const t = useTranslations('shell');
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          lang={lang === 'zh' ? 'zh-CN' : 'en'}
          selected={lang === language}
          data-testid={`language-${lang}`}
          onClick={() => onChoose(lang)}
        >
          {t(`languages.${lang}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
