import { useEffect } from 'react';
import { loadRoutes } from '@/lib/client/routeLoader';
import PageLoading from './PageLoading';

/** Shown while the guard loads the profile and routes; the stores re-render the guard when done. */
export default function RouteLoading() {
  useEffect(() => {
    void loadRoutes();
  }, []);
  return <PageLoading fullScreen />;
}
