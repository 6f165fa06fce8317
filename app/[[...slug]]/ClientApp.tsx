'use client';

import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { z } from 'zod';
import { rememberFrame, useAppFrame } from '@/components/shell/frame/useAppFrame';

// The page's Content-Security-Policy allows no eval; zod would probe for it (a reported violation) to compile parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** The hash router touches `document` at import time, so the app never renders on the server. */
const AdminApp = dynamic(() => import('@/components/AdminApp'), { ssr: false });

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
