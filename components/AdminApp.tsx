'use client';

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NextIntlClientProvider } from 'next-intl';
import { HashRouter } from 'react-router';
import { loadMessages, useCatalogStore } from '@/lib/client/i18n';
import { isOldIeCore } from '@/lib/client/oldBrowser';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useThemeBodyClass } from '@/lib/client/stores/useThemeBodyClass';
import AppRoutes from './routing/AppRoutes';
import NavigatorBridge from './routing/NavigatorBridge';
import { useGlobalErrorLog } from './shell/errorLog/useGlobalErrorLog';
import ProgressBarStyles from './shell/ProgressBarStyles';
import Toaster from './shell/Toaster';
import { createAppTheme } from './theme';
import { useStyleNonce } from './ui/useStyleNonce';

/** Only an old IE core ever sees it. */
const OldBrowserDialog = lazy(() => import('./shell/OldBrowserDialog'));

/**
 * Emotion's style elements carry the page's nonce. Nothing is rendered on the server (compat: no warning about the
 * selectors that would be unsafe there).
 */
function emotionCache(nonce: string | undefined) {
  const cache = createCache({ key: 'mui', nonce });
  cache.compat = true;
  return cache;
}

/**
 * The client root: Emotion's cache, theme, messages and the hash router (loaded without SSR). It shows a language once its messages
 * are loaded: after a switch, the previous one until then (ClientApp loads the first one with this chunk).
 */
export default function AdminApp() {
  const chosen = useSettingsStore((s) => s.language);
  const shown = useCatalogStore((s) => s.shown);
  const messages = useCatalogStore((s) => (shown ? s.catalogs[shown] : undefined));
  const language = shown ?? chosen;
  const themeName = useSettingsStore((s) => s.theme.themeName);
  const styleNonce = useStyleNonce();
  const [styleCache] = useState(() => emotionCache(styleNonce));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(language, themeName, styleNonce, reducedMotion), [language, themeName, styleNonce, reducedMotion]);
  useGlobalErrorLog();
  useThemeBodyClass();

  useEffect(() => {
    void loadMessages(chosen).catch(() => undefined);
  }, [chosen]);

  useEffect(() => {
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  }, [language]);

  if (!messages) return null;
  return (
    <CacheProvider value={styleCache}>
      <NextIntlClientProvider locale={language} messages={messages} timeZone="Asia/Shanghai">
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ProgressBarStyles />
          <HashRouter>
            <NavigatorBridge />
            <AppRoutes />
          </HashRouter>
          <Toaster />
          {isOldIeCore(navigator.userAgent) && <Suspense><OldBrowserDialog /></Suspense>}
        </ThemeProvider>
      </NextIntlClientProvider>
    </CacheProvider>
  );
}
