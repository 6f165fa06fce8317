import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItemView from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { isActive, type MenuItem } from '@/lib/client/menu';
import { shellColors } from '@/components/theme';
import MenuLabel from './MenuLabel';
import RemixIcon from './RemixIcon';
import { useMenu } from './useMenu';

/** Child lists longer than this scroll inside an 86vh box (spec §2.4). */
const SCROLL_AFTER = 18;

function DropdownEntries({ items, active, onPick }: { items: MenuItem[]; active: Set<string>; onPick: (i: MenuItem) => void }) {
  return items.map((item) =>
    item.children.length ? (
      <Fragment key={item.key}>
        <ListSubheader sx={{ lineHeight: '32px' }}><MenuLabel item={item} /></ListSubheader>
        <Box sx={{ pl: 1.5 }}><DropdownEntries items={item.children} active={active} onPick={onPick} /></Box>
      </Fragment>
    ) : (
      <MenuItemView key={item.key} selected={isActive(item, active)} onClick={() => onPick(item)}>
        <MenuLabel item={item} />
      </MenuItemView>
    ),
  );
}

/** The header menu of the horizontal layout: first-level entries, submenus open as dropdowns. */
export default function HorizontalMenu() {
  const t = useTranslations('shell');
  const { items, active, open } = useMenu();
  const [opened, setOpened] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const current = items.find((i) => i.key === opened?.key);
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
              color: on ? '#fff' : shellColors.menuMuted,
              borderBottom: '3px solid', borderColor: on ? shellColors.menuActive : 'transparent',
              '&:hover': { color: '#fff', backgroundColor: 'rgba(255,255,255,0.06)' },
            }}
          >
            <MenuLabel item={item} />
          </Button>
        );
      })}
      <Menu
        anchorEl={opened?.anchor}
        open={Boolean(opened && current)}
        onClose={() => setOpened(null)}
        slotProps={{ paper: { sx: { minWidth: 180, ...(current && current.children.length > SCROLL_AFTER ? { maxHeight: '86vh' } : {}) } } }}
      >
        {current && <DropdownEntries items={current.children} active={active} onPick={pick} />}
      </Menu>
    </Box>
  );
}
