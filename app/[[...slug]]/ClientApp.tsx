'use client';

import dynamic from 'next/dynamic';
import { z } from 'zod';
import { loadMessages } from '@/lib/client/i18n';

// The page's Content-Security-Policy allows no eval; zod would probe for it (a reported violation) to compile parsers.
const browser = typeof window !== 'undefined';
if (browser) z.config({ jitless: true });

/** The chosen language's messages, asked for at once, while the app's chunk loads (asked again if that failed). */
const firstMessages = browser ? loadMessages() : undefined;
firstMessages?.catch(() => undefined);

/** The hash router touches `document` at import time, so the app never renders on the server; it renders with text. */
const AdminApp = dynamic(
  () => Promise.all([import('@/components/AdminApp'), firstMessages?.catch(() => loadMessages())]).then(([app]) => app),
  { ssr: false },
);

export default function ClientApp() {
  return <AdminApp />;
}
