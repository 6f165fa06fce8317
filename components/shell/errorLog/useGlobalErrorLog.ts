import { useEffect } from 'react';
import { recordError } from '@/lib/client/recordError';

/** The global handler of spec §8: uncaught errors and unhandled rejections go to the error log. */
export function useGlobalErrorLog(): void {
  useEffect(() => {
    const onError = (e: ErrorEvent) => recordError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => recordError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
