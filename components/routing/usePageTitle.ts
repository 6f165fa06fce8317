import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useLocation } from 'react-router';
import { tabKey } from '@/lib/client/tabs';
import { settings } from '@/lib/config/settings';
import { pageTitle } from '@/lib/client/title';
import { usePageTitleOf } from './pageTitles';
import type { RouteMatchInfo } from './routeHandle';
import { useRouteTitle } from './useRouteTitle';

/** Page title = route title (or the title the page gave itself) + separator + site title (spec §2.4), retitled when the language changes. */
export function usePageTitle(matches: RouteMatchInfo[]): void {
  const routeTitle = useRouteTitle();
  const t = useTranslations('app');
  const site = t('title');
  const last = [...matches].reverse().find((m) => m.handle.meta.title);
  const { pathname, search } = useLocation();
  const own = usePageTitleOf(last ? tabKey(last.handle.fullPath, `${pathname}${search}`, last.handle.meta.dynamicNewTab) : undefined);
  const title = own ?? routeTitle(last?.handle.meta.title);
  useEffect(() => {
    document.title = pageTitle(title, site, settings.titleSeparator, settings.titleReverse);
  }, [title, site]);
}
