'use client';

import { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { rememberFrame, useAppFrame } from '@/components/shell/frame/useAppFrame';
import type { $ZodConfig } from 'zod/v4/core';
import { preloadSignedIn } from '@/components/routing/preload';
import { StyleNonceContext } from '@/components/ui/useStyleNonce';
import SignInRoot from '@/components/views/login/SignInRoot';
import { signInEntry } from '@/components/views/login/signInEntry';
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

/**
 * A signed-out visit to the login page (or to one the guard sends there) starts on the sign-in page alone: its form shows
 * without the app's chunks (MUI, Emotion, next-intl, the router), which load at the first key, input or pointer on it.
 */
const entry = browser ? signInEntry(window.location.hash, Boolean(getToken())) : null;

/** The chosen language's messages, asked for at once, while the page's chunks load (asked again if that failed). */
const firstMessages = browser ? loadMessages(undefined, entry ? ['registration'] : []) : undefined;
firstMessages?.catch(() => undefined);

// A signed-in visit goes to the shell: its chunks load beside the app's.
if (browser && getToken()) preloadSignedIn();

/** The app (theme, messages, the hash router, which touches `document` at import time: never on the server). */
const loadApp = () =>
  Promise.all([import('@/components/AdminApp'), firstMessages?.catch(() => loadMessages())]).then(([app]) => app.default);

/** A visit the app serves loads it at once, beside the page's own chunks. */
const firstApp = browser && !entry ? loadApp() : undefined;
firstApp?.catch(() => undefined);

const subscribeNever = () => () => undefined;
/** What the page starts with: nothing on the server and while hydrating, then the sign-in page's location or the app. */
const startOf = { server: () => null, browser: () => entry ?? 'app' };

/**
 * The served frame (painted before any script) until a page shows; over the app's own loading status it is inert (out
 * of reach of the keyboard and of assistive technology, which hears the app's status). The sign-in page stays until the
 * app it hands over to is loaded.
 */
export default function ClientApp({ frame, nonce }: { frame: ReactNode; nonce?: string }) {
  const { root, stage } = useAppFrame();
  useEffect(rememberFrame, []);
  const start = useSyncExternalStore(subscribeNever, startOf.browser, startOf.server);
  const [left, setLeft] = useState(false);
  const [App, setApp] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const wantsApp = start === 'app' || left;
  useEffect(() => {
    if (wantsApp) (firstApp ?? loadApp()).then((app) => setApp(() => app), (error: unknown) => setFailure({ error }));
  }, [wantsApp]);
  const leave = useCallback(() => setLeft(true), []);

  return (
    <StyleNonceContext value={nonce}>
      {stage !== 'gone' && <div inert={stage === 'overApp' || undefined}>{frame}</div>}
      <div ref={root}>
        {App ? <App /> : start && start !== 'app' && <SignInRoot entry={start} onLeave={leave} />}
      </div>
    </StyleNonceContext>
  );
}
