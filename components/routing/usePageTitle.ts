import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { settings } from '@/lib/config/settings';
import { pageTitle } from '@/lib/client/title';
import type { RouteMatchInfo } from './routeHandle';
import { useRouteTitle } from './useRouteTitle';

/** Page title = route title + separator + site title (spec §2.4), retitled when the language changes. */
export function usePageTitle(matches: RouteMatchInfo[]): void {
  const routeTitle = useRouteTitle();
  const t = useTranslations('app');
  const site = t('title');
  const last = [...matches].reverse().find((m) => m.handle.meta.title);
  const title = routeTitle(last?.handle.meta.title);
  useEffect(() => {
    document.title = pageTitle(title, site, settings.titleSeparator, settings.titleReverse);
  }, [title, site]);
}
