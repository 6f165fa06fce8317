import { useEffect, useState } from 'react';
import { loadMessages, useCatalogStore, useTranslate } from '@/lib/client/i18n';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useThemeBodyClass } from '@/lib/client/stores/useThemeBodyClass';
import { pageTitle } from '@/lib/client/title';
import { settings } from '@/lib/config/settings';
import LoginPage from './LoginPage';
import { hashLocation, isLoginLocation, searchOf } from './signInEntry';
import SignInMessages from './SignInMessages';

interface Props {
  /** The login page's location the visit starts at (signInEntry). */
  entry: string;
  /** Hands the page over to the app: signed in, or the address left the login page (the register link, a renewal). */
  onLeave(): void;
}

/**
 * The sign-in page shown alone, before the app is loaded: its messages, language, title and toasts, which the app
 * (components/AdminApp.tsx) keeps for every other page. Hidden until its messages are loaded (the served frame stays).
 */
export default function SignInRoot({ entry, onLeave }: Props) {
  const chosen = useSettingsStore((s) => s.language);
  const shown = useCatalogStore((s) => s.shown);
  const t = useTranslate();
  useThemeBodyClass();
  const [location, setLocation] = useState(entry);

  useEffect(() => {
    // The guard's redirect for a visit to home or a deep link, as the app would make it.
    if (hashLocation(window.location.hash) !== entry) window.history.replaceState(null, '', `#${entry}`);
  }, [entry]);

  useEffect(() => {
    const follow = () => {
      // Next.js's router learns of the address changed outside it (as components/routing/NavigatorBridge.tsx tells it).
      window.history.replaceState(window.history.state, '', window.location.href);
      const next = hashLocation(window.location.hash);
      if (isLoginLocation(next)) setLocation(next);
      else onLeave();
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [onLeave]);

  useEffect(() => {
    // A language that cannot load leaves the page to the app, which reports it.
    void loadMessages(chosen, ['registration']).catch(onLeave);
  }, [chosen, onLeave]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown === 'en' ? 'en' : 'zh-CN';
    document.title = pageTitle(t('route.登录'), t('app.title'), settings.titleSeparator, settings.titleReverse);
  }, [shown, t]);

  if (!shown) return null;
  return (
    <>
      <LoginPage search={searchOf(location)} onSignedIn={onLeave} />
      <SignInMessages />
    </>
  );
}
