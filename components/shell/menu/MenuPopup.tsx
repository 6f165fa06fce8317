import { Fragment } from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItemView from '@mui/material/MenuItem';
import { isActive, scrollsLong, type MenuItem } from '@/lib/client/menu';
import MenuLabel from './MenuLabel';
import { usePreloadPages } from './usePreloadPages';

interface EntriesProps {
  items: MenuItem[];
  active: ReadonlySet<string>;
  onPick(item: MenuItem): void;
}

/** A group's entries in a popup: subgroups as headed sections, pages as items. */
function Entries({ items, active, onPick }: EntriesProps) {
  return items.map((item) =>
    item.children.length ? (
      <Fragment key={item.key}>
        <ListSubheader sx={{ lineHeight: '32px' }}><MenuLabel item={item} /></ListSubheader>
        <Box sx={{ pl: 1.5 }}><Entries items={item.children} active={active} onPick={onPick} /></Box>
      </Fragment>
    ) : (
      <MenuItemView key={item.key} selected={isActive(item, active)} onClick={() => onPick(item)}>
        <MenuLabel item={item} />
      </MenuItemView>
    ),
  );
}

interface PopupProps extends Omit<EntriesProps, 'items'> {
  group: MenuItem | undefined;
  anchor: HTMLElement | null;
  onClose(): void;
  /** Opens beside the anchor (a folded side menu) rather than below it. */
  beside?: boolean;
}

/**
 * The children of a group in a dropdown (horizontal menu) or a flyout (folded side menu); more than 18 entries
 * scroll inside a box of 86vh (spec §2.4).
 */
export default function MenuPopup({ group, anchor, onClose, beside, active, onPick }: PopupProps) {
  usePreloadPages(group && anchor ? group.children : [], true);
  const place: Partial<MenuProps> = beside
    ? { anchorOrigin: { vertical: 'top', horizontal: 'right' }, transformOrigin: { vertical: 'top', horizontal: 'left' } }
    : {};
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(group && anchor)}
      onClose={onClose}
      {...place}
      slotProps={{ paper: { sx: { minWidth: 180, ...(group && scrollsLong(group) ? { maxHeight: '86vh', overflowY: 'auto' } : {}) } } }}
    >
      {group && <Entries items={group.children} active={active} onPick={onPick} />}
    </Menu>
  );
}
