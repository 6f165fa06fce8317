'use client';

import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { rememberFrame, useAppFrame } from '@/components/shell/frame/useAppFrame';
import type { $ZodConfig } from 'zod/v4/core';
import { preloadSignedIn } from '@/components/routing/preload';
import { loadMessages } from '@/lib/client/i18n';
import { getToken } from '@/lib/client/token';

// The page's Content-Security-Policy allows no eval; zod would probe for it (a reported violation) to compile parsers.
// zod reads its configuration from this global, which may be set before zod loads (zod/v4/core/core.ts): zod itself
// comes with the screens that use it.
const browser = typeof window !== 'undefined';
if (browser) {
  const shared = globalThis as { __zod_globalConfig?: $ZodConfig };
  shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
}

/** The chosen language's messages, asked for at once, while the app's chunk loads (asked again if that failed). */
const firstMessages = browser ? loadMessages() : undefined;
firstMessages?.catch(() => undefined);

// A signed-in visit goes to the shell: its chunks load beside the app's.
if (browser && getToken()) preloadSignedIn();

/** The hash router touches `document` at import time, so the app never renders on the server; it renders with text. */
const AdminApp = dynamic(
  () => Promise.all([import('@/components/AdminApp'), firstMessages?.catch(() => loadMessages())]).then(([app]) => app),
  { ssr: false },
);

/**
 * The served frame (painted before any script) until the app shows a page; over the app's own loading status it is
 * hidden from assistive technology, which hears the app's.
 */
export default function ClientApp({ frame }: { frame: ReactNode }) {
  const { root, stage } = useAppFrame();
  useEffect(rememberFrame, []);
  return (
    <>
      {stage !== 'gone' && <div aria-hidden={stage === 'overApp' || undefined}>{frame}</div>}
      <div ref={root}>
        <AdminApp />
      </div>
    </>
  );
}
