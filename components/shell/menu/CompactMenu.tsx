import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { isActive, type MenuItem } from '@/lib/client/menu';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '../RemixIcon';
import MenuPopup from './MenuPopup';
import { sideItemSx } from './sideItemSx';
import { useMenu } from './useMenu';
import { usePreloadPages } from './usePreloadPages';

/**
 * The side menu folded to icons (collapsed side bar), or icons over short titles (float layout): a group's
 * children fly out beside it.
 */
export default function CompactMenu({ items, showTitles = false }: { items: MenuItem[]; showTitles?: boolean }) {
  const t = useTranslations('shell');
  const routeTitle = useRouteTitle();
  const { active, open } = useMenu();
  usePreloadPages(items);
  const [opened, setOpened] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const pick = (item: MenuItem) => {
    setOpened(null);
    open(item);
  };
  return (
    <List component="nav" data-testid="nav-menu" aria-label={t('menu')} sx={{ py: 0.5 }}>
      {items.map((item) => {
        const title = routeTitle(item.title);
        const on = isActive(item, active);
        const group = item.children.length > 0;
        return (
          <Tooltip key={item.key} title={showTitles ? '' : title} placement="right">
            <ListItemButton
              selected={on}
              aria-label={title}
              aria-haspopup={group ? 'menu' : undefined}
              aria-expanded={group ? opened?.key === item.key : undefined}
              aria-current={on && !group ? 'page' : undefined}
              onClick={(e) => (group ? setOpened({ key: item.key, anchor: e.currentTarget }) : pick(item))}
              sx={{ ...sideItemSx, flexDirection: 'column', justifyContent: 'center', gap: 0.5, px: 0.5, py: showTitles ? 1.25 : 1 }}
            >
              <Badge variant="dot" color="error" invisible={!item.dot && !item.badge}>
                <RemixIcon name={item.icon || 'file-list-line'} size={20} />
              </Badge>
              {showTitles && (
                <Box component="span" sx={{ fontSize: 12, lineHeight: 1.3, textAlign: 'center', wordBreak: 'break-word', maxWidth: '100%' }}>{title}</Box>
              )}
            </ListItemButton>
          </Tooltip>
        );
      })}
      <MenuPopup
        group={items.find((i) => i.key === opened?.key)}
        anchor={opened?.anchor ?? null}
        onClose={() => setOpened(null)}
        beside
        active={active}
        onPick={pick}
      />
    </List>
  );
}
