import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import { usePageTitleOf } from '@/components/routing/pageTitles';
import { useCurrentPage, useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';

/** Matched routes with a title, separator '>', each crumb linking to its redirect or path (spec §2.4); in a header bar or above the page. */
export default function Breadcrumbs({ inBar = false }: { inBar?: boolean }) {
  const t = useTranslations('shell');
  const routeTitle = useRouteTitle();
  const page = useCurrentPage();
  // The page on screen may have titled itself by what it shows (a filing by its status).
  const own = usePageTitleOf(page?.key);
  const crumbs = useRouteMatches()
    .filter((m) => m.handle.meta.title && !m.handle.meta.breadcrumbHidden)
    .map((m) => ({
      key: m.pathname,
      title: own && m.pathname === page?.match.pathname ? own : routeTitle(m.handle.meta.title),
      to: m.handle.redirect ?? m.pathname,
    }))
    // A level-hidden group and its only page share a title: show it once.
    .filter((c, i, all) => i === 0 || all[i - 1].title !== c.title);
  if (!crumbs.length) return null;
  return (
    <MuiBreadcrumbs separator=">" aria-label={t('breadcrumb')} sx={{ mb: inBar ? 0 : 2, fontSize: 14, color: inBar ? 'inherit' : 'text.secondary', '& a': { opacity: inBar ? 0.75 : 1 }, '& ol': { flexWrap: inBar ? 'nowrap' : 'wrap' }, '& li': { whiteSpace: 'nowrap' } }}>
      {crumbs.map((c, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={c.key} color={inBar ? 'inherit' : 'text.primary'} sx={{ fontSize: 'inherit', fontWeight: 500 }} aria-current="page">{c.title}</Typography>
        ) : (
          <Link key={c.key} component={RouterLink} to={c.to} underline="hover" color="inherit">{c.title}</Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
