import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { isActive, type MenuItem } from '@/lib/client/menu';
import RemixIcon from '../RemixIcon';
import MenuLabel from './MenuLabel';
import MenuPopup from './MenuPopup';
import { useMenu } from './useMenu';
import { usePreloadPages } from './usePreloadPages';

/** The header menu of the horizontal layout: first-level entries, submenus open as dropdowns. */
export default function HorizontalMenu() {
  const t = useTranslations('shell');
  const { items, active, open } = useMenu();
  usePreloadPages(items);
  const [opened, setOpened] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const pick = (item: MenuItem) => {
    setOpened(null);
    open(item);
  };

  return (
    <Box component="nav" data-testid="nav-menu" aria-label={t('menu')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', px: 1, minHeight: 44 }}>
      {items.map((item) => {
        const on = isActive(item, active);
        const hasChildren = item.children.length > 0;
        return (
          <Button
            key={item.key}
            color="inherit"
            aria-haspopup={hasChildren ? 'menu' : undefined}
            aria-expanded={hasChildren ? opened?.key === item.key : undefined}
            aria-current={on && !hasChildren ? 'page' : undefined}
            endIcon={hasChildren ? <RemixIcon name="arrow-down-s-line" size={16} /> : undefined}
            onClick={(e) => (hasChildren ? setOpened({ key: item.key, anchor: e.currentTarget }) : pick(item))}
            sx={{
              borderRadius: 0, px: 1.75, minHeight: 44, fontWeight: on ? 600 : 400,
              color: on ? 'shell.topText' : 'shell.sideMuted',
              borderBottom: '3px solid', borderColor: on ? 'primary.main' : 'transparent',
              '&:hover': { color: 'shell.topText', bgcolor: 'shell.sideHover' },
            }}
          >
            <MenuLabel item={item} />
          </Button>
        );
      })}
      <MenuPopup
        group={items.find((i) => i.key === opened?.key)}
        anchor={opened?.anchor ?? null}
        onClose={() => setOpened(null)}
        active={active}
        onPick={pick}
      />
    </Box>
  );
}
