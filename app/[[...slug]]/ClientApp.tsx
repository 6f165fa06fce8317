'use client';

import dynamic from 'next/dynamic';

/** The hash router touches `document` at import time, so the app never renders on the server. */
const AdminApp = dynamic(() => import('@/components/AdminApp'), { ssr: false });

export default function ClientApp() {
  return <AdminApp />;
}
