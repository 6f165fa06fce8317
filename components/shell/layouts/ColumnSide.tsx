import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useCurrentPage } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import ColumnBar from '../menu/ColumnBar';
import { useFirstLevel } from '../menu/useFirstLevel';
import SideBar from './SideBar';
import SideLogo from './SideLogo';
import SideMenu from './SideMenu';

const PANEL_WIDTH = 200;

/**
 * The column layout's side: a strip of the first-level entries, and beside it the active entry's children under
 * its title; the panel folds with the side bar, and a page marked noColumn has none (spec §2.4).
 */
export default function ColumnSide() {
  const { items, current, select } = useFirstLevel();
  const routeTitle = useRouteTitle();
  const collapse = useSettingsStore((s) => s.collapse);
  const style = useSettingsStore((s) => s.theme.columnStyle);
  const noColumn = useCurrentPage()?.match.handle.meta.noColumn;
  const panel = !collapse && !noColumn && Boolean(current?.children.length);
  const strip = style === 'horizontal' ? 128 : 84;
  return (
    <SideBar width={strip + (panel ? PANEL_WIDTH : 0)}>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box sx={{ width: strip, flexShrink: 0, display: 'flex', flexDirection: 'column', bgcolor: 'shell.columnBg' }}>
          <SideLogo iconOnly />
          <ColumnBar items={items} current={current} onSelect={select} />
        </Box>
        {panel && current && (
          <Box sx={{ width: PANEL_WIDTH, flexShrink: 0, overflowY: 'auto' }} data-testid="column-panel">
            <Typography component="h2" noWrap sx={{ height: 56, display: 'flex', alignItems: 'center', px: 2.5, fontWeight: 600, fontSize: 15 }}>
              {routeTitle(current.title)}
            </Typography>
            <SideMenu items={current.children} />
          </Box>
        )}
      </Box>
    </SideBar>
  );
}
