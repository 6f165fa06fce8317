import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '@/lib/client/i18n';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { LANGUAGES, type Language } from '@/lib/config/settings';
import SignInLanguageButton from './SignInLanguageButton';

/**
 * zh / en on the sign-in page: the shell's switch (components/shell/LanguageSwitch.tsx) without MUI, a button and its
 * menu. Choosing saves the setting, which switches the page and retitles it (spec §2.4).
 */
export default function SignInLanguageSwitch() {
  const t = useTranslate();
  const language = useSettingsStore((s) => s.language);
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (lang: Language) => {
    setLanguage(lang);
    close();
  };

  /** The menu's keys: arrows, Home and End move, Enter and Space choose, Escape and Tab close. */
  function onKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (move !== undefined) items[(move + items.length) % items.length]?.focus();
    else if ((e.key === 'Enter' || e.key === ' ') && at >= 0) choose(LANGUAGES[at]);
    else if (e.key === 'Escape' || e.key === 'Tab') close();
    else return;
    e.preventDefault();
  }

  const name = t(`shell.languages.${language}`);
  return (
    <div className="signin__language">
      <SignInLanguageButton
        ref={button}
        name={name}
        data-testid="language-switch"
        aria-label={t('shell.languageOf', { language: name })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <ul ref={menu} role="menu" aria-label={t('shell.language')} className="signin__menu" onKeyDown={onKeyDown}>
          {LANGUAGES.map((lang) => (
            <li
              key={lang}
              role="menuitemradio"
              aria-checked={lang === language}
              tabIndex={-1}
              lang={lang === 'zh' ? 'zh-CN' : 'en'}
              className="signin__menu-item"
              data-testid={`language-${lang}`}
              onClick={() => choose(lang)}
            >
              {t(`shell.languages.${lang}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
