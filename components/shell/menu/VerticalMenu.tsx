import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslations } from 'next-intl';
import { isActive, openedGroups, type MenuItem } from '@/lib/client/menu';
import { settings } from '@/lib/config/settings';
import RemixIcon from '../RemixIcon';
import MenuLabel from './MenuLabel';
import { sideItemSx } from './sideItemSx';
import { useMenu } from './useMenu';
import { usePreloadPages } from './usePreloadPages';

interface LevelProps {
  items: MenuItem[];
  depth: number;
  active: ReadonlySet<string>;
  openKeys: string[];
  onToggle(item: MenuItem, siblings: MenuItem[]): void;
  onPick(item: MenuItem): void;
}

function MenuLevel({ items, depth, active, openKeys, onToggle, onPick }: LevelProps) {
  usePreloadPages(items);
  return items.map((item) => {
    const on = isActive(item, active);
    const pl = 2.5 + depth * 2;
    if (!item.children.length) {
      return (
        <ListItemButton key={item.key} selected={on} aria-current={on ? 'page' : undefined} onClick={() => onPick(item)} sx={{ ...sideItemSx, pl }}>
          <MenuLabel item={item} />
        </ListItemButton>
      );
    }
    const expanded = openKeys.includes(item.key);
    return (
      <li key={item.key} style={{ listStyle: 'none' }}>
        <ListItemButton aria-expanded={expanded} onClick={() => onToggle(item, items)} sx={{ ...sideItemSx, pl, fontWeight: on ? 600 : 400 }}>
          <MenuLabel item={item} />
          <RemixIcon name={expanded ? 'arrow-up-s-line' : 'arrow-down-s-line'} className="menu-caret" size={16} />
        </ListItemButton>
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List disablePadding>
            <MenuLevel items={item.children} depth={depth + 1} active={active} openKeys={openKeys} onToggle={onToggle} onPick={onPick} />
          </List>
        </Collapse>
      </li>
    );
  });
}

const within = (key: string, group: string) => key === group || key.startsWith(`${group}/`);

/**
 * The side menu, unfolded: groups expand in place; the groups of the active page and the default-opened ones start
 * open, and with uniqueOpened one group of a level is open at a time (spec §2.4, §9).
 */
export default function VerticalMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const t = useTranslations('shell');
  const { active, open } = useMenu();
  const [openKeys, setOpenKeys] = useState(() => openedGroups(items, active, settings.defaultOpeneds));
  const [seen, setSeen] = useState(active);
  if (seen !== active) {
    // A page opened from elsewhere (tabs, search) opens its groups.
    setSeen(active);
    const wanted = openedGroups(items, active, []);
    if (wanted.some((k) => !openKeys.includes(k))) setOpenKeys(settings.uniqueOpened ? wanted : [...new Set([...openKeys, ...wanted])]);
  }
  const toggle = (item: MenuItem, siblings: MenuItem[]) =>
    setOpenKeys((keys) => {
      if (keys.includes(item.key)) return keys.filter((k) => !within(k, item.key));
      const others = settings.uniqueOpened ? siblings.filter((s) => s !== item) : [];
      return [...keys.filter((k) => !others.some((o) => within(k, o.key))), item.key];
    });
  const pick = (item: MenuItem) => {
    // On mobile the side bar folds first (spec §2.4).
    onNavigate?.();
    open(item);
  };
  return (
    <List component="nav" data-testid="nav-menu" aria-label={t('menu')} sx={{ py: 0.5, '& .menu-caret': { ml: 'auto' } }}>
      <MenuLevel items={items} depth={0} active={active} openKeys={openKeys} onToggle={toggle} onPick={pick} />
    </List>
  );
}
