import { useEffect, useState } from 'react';
import { loadChunk } from '@/lib/client/chunkLoad';
import PageLoading from './PageLoading';

/**
 * Shown while the guard loads the profile and routes; the stores re-render the guard when done. The loader (with the
 * contracts it calls) comes in its own chunk, which the sign-in page loads ahead; a chunk that fails shows its error
 * (ViewErrorBoundary), whose retry mounts this again.
 */
export default function RouteLoading() {
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    void loadChunk(() => import('@/lib/client/routeLoader')).then(({ loadRoutes }) => loadRoutes(), setFailed);
  }, []);
  if (failed) throw failed;
  return <PageLoading fullScreen />;
}
