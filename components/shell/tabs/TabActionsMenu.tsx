import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { canClose, type CloseAction } from '@/lib/client/tabs';
import { useTabsStore } from '@/lib/client/stores/tabs';
import RemixIcon from '../RemixIcon';

const ACTIONS: { action: CloseAction; label: string; icon: string }[] = [
  { action: 'this', label: 'closeThis', icon: 'close-line' },
  { action: 'others', label: 'closeOthers', icon: 'close-circle-line' },
  { action: 'left', label: 'closeLeft', icon: 'arrow-left-line' },
  { action: 'right', label: 'closeRight', icon: 'arrow-right-line' },
  { action: 'all', label: 'closeAll', icon: 'subtract-line' },
];

interface Props {
  /** The tab the actions apply to. */
  target: string | undefined;
  open: boolean;
  onClose(): void;
  onRefresh(target: string): void;
  onCloseTabs(action: CloseAction, target: string): void;
  placement: Pick<MenuProps, 'anchorEl' | 'anchorReference' | 'anchorPosition' | 'anchorOrigin' | 'transformOrigin'>;
}

/** Reload, and close this / others / left / right / all: from the tab bar's dropdown or a right-click on a tab. */
export default function TabActionsMenu({ target, open, onClose, onRefresh, onCloseTabs, placement }: Props) {
  const t = useTranslations('shell.tabs');
  const visited = useTabsStore((s) => s.visited);
  const run = (fn: () => void) => () => {
    onClose();
    fn();
  };
  return (
    <Menu open={open && Boolean(target)} onClose={onClose} {...placement} data-testid="tab-actions">
      <MenuItem onClick={run(() => target && onRefresh(target))} data-testid="tab-action-refresh">
        <ListItemIcon><RemixIcon name="refresh-line" /></ListItemIcon>
        {t('refresh')}
      </MenuItem>
      <Divider />
      {ACTIONS.map(({ action, label, icon }) => (
        <MenuItem
          key={action}
          disabled={!target || !canClose(visited, action, target)}
          onClick={run(() => target && onCloseTabs(action, target))}
          data-testid={`tab-action-${action}`}
        >
          <ListItemIcon><RemixIcon name={icon} /></ListItemIcon>
          {t(label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
