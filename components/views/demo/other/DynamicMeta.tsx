import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { useRoutesStore } from '@/lib/client/stores/routes';
import { useTabsStore } from '@/lib/client/stores/tabs';
import { useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import DemoCard from '../shared/DemoCard';
import { titleError } from './dynamicMetaForm';

/** Routes whose menu entry the demo marks, by name. */
const TARGETS = ['DynamicMeta', 'Workflow', 'Goods'] as const;
const TITLE_MAX = 20;

const findRoute = (routes: readonly RouteRecord[], name: string): RouteRecord | undefined =>
  routes.reduce<RouteRecord | undefined>((hit, r) => hit ?? (r.name === name ? r : findRoute(r.children ?? [], name)), undefined);

/** Changes its own tab's title through the tabs store, and a route's meta (menu badge, dot) by its name. */
export default function DynamicMeta() {
  const t = useTranslations('demo.dynamicMeta');
  const routeTitle = useRouteTitle();
  const matches = useRouteMatches();
  const page = matches[matches.length - 1]?.handle;
  const changeTabsMeta = useTabsStore((s) => s.changeTabsMeta);
  const routes = useRoutesStore((s) => s.routes);
  const changeMenuMeta = useRoutesStore((s) => s.changeMenuMeta);
  const [title, setTitle] = useState('');
  const [titleKey, setTitleKey] = useState<string | null>(null);
  const [target, setTarget] = useState<string>(TARGETS[0]);
  const [badge, setBadge] = useState('New');
  const [dot, setDot] = useState(false);
  const [original, setOriginal] = useState<Record<string, Pick<RouteMeta, 'badge' | 'dot'>>>({});
  const current = findRoute(routes, target)?.meta;

  const retitle = (next: string) => page?.name && changeTabsMeta({ name: page.name }, { title: next });
  const apply = () => {
    const key = titleError(title);
    setTitleKey(key);
    if (!key) retitle(title.trim());
  };
  const mark = () => {
    if (!current) return;
    setOriginal((o) => (target in o ? o : { ...o, [target]: { badge: current.badge, dot: current.dot } }));
    changeMenuMeta(target, { badge: badge.trim() || undefined, dot });
  };
  const restore = () => {
    if (!(target in original)) return;
    changeMenuMeta(target, original[target]);
    setOriginal((o) => {
      const next = { ...o };
      delete next[target];
      return next;
    });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DemoCard title={t('tabTitle')} subtitle={t('tabHint')}>
          <Stack spacing={2}>
            <TextField
              label={t('newTitle')} value={title} onChange={(e) => { setTitle(e.target.value); setTitleKey(null); }}
              error={Boolean(titleKey)} helperText={titleKey ? t(titleKey) : `${title.length}/${TITLE_MAX}`} slotProps={{ htmlInput: { maxLength: TITLE_MAX, 'data-testid': 'meta-title' } }}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={apply} data-testid="meta-apply">{t('apply')}</Button>
              <Button onClick={() => { setTitle(''); setTitleKey(null); retitle(page?.meta.title ?? ''); }}>{t('restore', { title: routeTitle(page?.meta.title) })}</Button>
            </Stack>
          </Stack>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DemoCard title={t('routeTitle')} subtitle={t('routeHint')}>
          <Stack spacing={2}>
            <TextField select label={t('route')} value={target} onChange={(e) => setTarget(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'meta-route' } }}>
              {TARGETS.map((name) => (
                <MenuItem key={name} value={name} disabled={!findRoute(routes, name)}>{`${name} · ${routeTitle(findRoute(routes, name)?.meta.title)}`}</MenuItem>
              ))}
            </TextField>
            <TextField label={t('badge')} value={badge} onChange={(e) => setBadge(e.target.value)} helperText={t('badgeHint')} slotProps={{ htmlInput: { maxLength: 6 } }} />
            <FormControlLabel control={<Switch checked={dot} onChange={(e) => setDot(e.target.checked)} />} label={t('dot')} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={!current} onClick={mark} data-testid="meta-mark">{t('mark')}</Button>
              <Button disabled={!(target in original)} onClick={restore}>{t('unmark')}</Button>
            </Stack>
          </Stack>
        </DemoCard>
      </Grid>
    </Grid>
  );
}
