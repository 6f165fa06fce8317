import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { settings } from '@/lib/config/settings';

export const metadata: Metadata = {
  title: settings.title,
  description: '编制备案与人事管理系统',
  icons: { icon: '/logo.svg' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Reading the request makes every page render per request, so each gets the nonce proxy.ts made for it. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Emotion's style tags carry the nonce of the page's Content-Security-Policy (proxy.ts).
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="zh-CN">
      <body>
        <AppRouterCacheProvider options={{ key: 'mui', nonce }}>{children}</AppRouterCacheProvider>
      </body>
    </html>
  );
}
