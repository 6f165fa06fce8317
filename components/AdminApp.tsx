'use client';

import { useEffect, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { HashRouter } from 'react-router';
import { messages } from '@/lib/client/i18n';
import { queryClient } from '@/lib/client/queryClient';
import { useSettingsStore } from '@/lib/client/stores/settings';
import AppRoutes from './routing/AppRoutes';
import NavigatorBridge from './routing/NavigatorBridge';
import Toaster from './shell/Toaster';
import { createAppTheme } from './theme';

/** The client root: theme, query cache, messages and the hash router (loaded without SSR). */
export default function AdminApp() {
  const language = useSettingsStore((s) => s.language);
  const theme = useMemo(() => createAppTheme(language), [language]);

  useEffect(() => {
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  }, [language]);

  return (
    <NextIntlClientProvider locale={language} messages={messages[language]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <NavigatorBridge />
            <AppRoutes />
          </HashRouter>
          <Toaster />
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>
  );
}
