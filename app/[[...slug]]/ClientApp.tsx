'use client';

import dynamic from 'next/dynamic';
import { z } from 'zod';

// The page's Content-Security-Policy allows no eval; zod would probe for it (a reported violation) to compile parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** The hash router touches `document` at import time, so the app never renders on the server. */
const AdminApp = dynamic(() => import('@/components/AdminApp'), { ssr: false });

export default function ClientApp() {
  return <AdminApp />;
}
