import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslations } from 'next-intl';
import { isActive, type MenuItem } from '@/lib/client/menu';
import { settings } from '@/lib/config/settings';
import MenuLabel from './MenuLabel';
import RemixIcon from './RemixIcon';
import { useMenu } from './useMenu';

interface LevelProps {
  items: MenuItem[];
  depth: number;
  active: Set<string>;
  onPick(item: MenuItem): void;
}

/** One level of the side menu; with uniqueOpened only one group of a level is open at a time. */
function MenuLevel({ items, depth, active, onPick }: LevelProps) {
  const [open, setOpen] = useState<string[]>(() => items.filter((i) => i.children.length && isActive(i, active)).map((i) => i.key));
  const toggle = (key: string) =>
    setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : settings.uniqueOpened ? [key] : [...keys, key]));

  return items.map((item) => {
    const on = isActive(item, active);
    const pad = 2 + depth * 2;
    if (!item.children.length) {
      return (
        <ListItemButton key={item.key} selected={on} aria-current={on ? 'page' : undefined} onClick={() => onPick(item)} sx={{ pl: pad }}>
          <MenuLabel item={item} />
        </ListItemButton>
      );
    }
    const expanded = open.includes(item.key);
    return (
      <li key={item.key} style={{ listStyle: 'none' }}>
        <ListItemButton aria-expanded={expanded} onClick={() => toggle(item.key)} sx={{ pl: pad, fontWeight: on ? 600 : 400 }}>
          <MenuLabel item={item} />
          <RemixIcon name={expanded ? 'arrow-up-s-line' : 'arrow-down-s-line'} className="menu-caret" size={16} />
        </ListItemButton>
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List disablePadding>
            <MenuLevel items={item.children} depth={depth + 1} active={active} onPick={onPick} />
          </List>
        </Collapse>
      </li>
    );
  });
}

/** The side-bar menu (vertical layout, and the mobile drawer). */
export default function VerticalMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('shell');
  const { items, active, open } = useMenu();
  const pick = (item: MenuItem) => {
    onNavigate?.();
    open(item);
  };
  return (
    <List component="nav" data-testid="nav-menu" aria-label={t('menu')} sx={{ '& .menu-caret': { ml: 'auto' } }}>
      <MenuLevel items={items} depth={0} active={active} onPick={pick} />
    </List>
  );
}
