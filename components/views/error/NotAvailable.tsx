import { useTranslations } from 'next-intl';
import { useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import ErrorPage from './ErrorPage';

/** The honest page of a screen this version does not have yet. */
export default function NotAvailable() {
  const t = useTranslations('error');
  const routeTitle = useRouteTitle();
  const matches = useRouteMatches();
  const page = [...matches].reverse().find((m) => m.handle.meta.title);
  const insideShell = matches.length > 1;
  return (
    <ErrorPage
      code={t('notAvailableTitle')}
      icon="tools-line"
      message={t('notAvailable', { title: routeTitle(page?.handle.meta.title) })}
      hint={t('notAvailableHint')}
      fullScreen={!insideShell}
    />
  );
}
