import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useLocation, useNavigate } from 'react-router';
import { useTabsStore } from '@/lib/client/stores/tabs';
import type { CloseAction } from '@/lib/client/tabs';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';

const OPEN: [key: string, path: string][] = [
  ['params2', '/other/dynamicSegment/test1/2'], ['params3', '/other/dynamicSegment/test1/3'],
  ['detail', '/vab/table/detail?id=5'], ['query', '/other/dynamicSegment/test2?id=7'],
];

/** The tabs of visited pages through the tabs store: open pages in tabs, go to one, close one or many. */
export default function Tabs() {
  const t = useTranslations('demo.tabs');
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visited = useTabsStore((s) => s.visited);
  const close = useTabsStore((s) => s.close);
  // This page is not a dynamic-new-tab route: its tab key is its path.
  const closeTabs = (action: CloseAction, target: string) => {
    const to = close(action, target, pathname);
    if (to) navigate(to);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <DemoCard title={t('openTitle')} subtitle={t('openHint')}>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {OPEN.map(([key, path]) => (
              <Button key={key} onClick={() => navigate(path)} startIcon={<RemixIcon name="external-link-line" />} data-testid={`open-${key}`}>
                {t(`open.${key}`)}
              </Button>
            ))}
          </Stack>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <DemoCard
          title={t('listTitle', { count: visited.length })}
          action={(
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => closeTabs('others', pathname)}>{t('closeOthers')}</Button>
              <Button size="small" color="error" onClick={() => closeTabs('all', pathname)}>{t('closeAll')}</Button>
            </Stack>
          )}
        >
          <List dense disablePadding data-testid="tabs-list">
            {visited.map((tab) => (
              <ListItem
                key={tab.key} divider disablePadding
                secondaryAction={(
                  <IconButton edge="end" size="small" disabled={tab.meta.noClosable} aria-label={t('close', { title: routeTitle(tab.meta.title) })} onClick={() => closeTabs('this', tab.key)}>
                    <RemixIcon name="close-line" />
                  </IconButton>
                )}
              >
                <ListItemButton selected={tab.key === pathname} onClick={() => navigate(tab.location)}>
                  <ListItemText primary={routeTitle(tab.meta.title)} secondary={tab.location} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DemoCard>
      </Grid>
    </Grid>
  );
}
