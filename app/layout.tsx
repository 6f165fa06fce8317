import type { Metadata, Viewport } from 'next';
import { settings } from '@/lib/config/settings';

export const metadata: Metadata = {
  title: settings.title,
  description: '编制备案与人事管理系统',
  icons: { icon: '/logo.svg' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The document around every page. Each page reads the request for the nonce proxy.ts made for it (so it renders per
 * request); the admin app's Emotion cache gets it in the browser (components/AdminApp.tsx), not here: the sign-in page
 * loads no Emotion.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
