import { useCallback } from 'react';
import { useTranslations } from 'next-intl';

/** Translates a route's meta.title through messages `route.<title>`, falling back to the raw title. */
export function useRouteTitle(): (title: string | undefined) => string {
  const t = useTranslations('route');
  return useCallback((title) => (title ? (t.has(title) ? t(title) : title) : ''), [t]);
}
