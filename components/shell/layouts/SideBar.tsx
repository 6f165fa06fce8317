import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useSettingsStore } from '@/lib/client/stores/settings';

export const SIDE_WIDTH = 240;
export const FOLDED_WIDTH = 64;

interface Props {
  width: number;
  children: ReactNode;
  /** Where the bar starts below a header spanning the page (common layout). */
  top?: number;
}

/**
 * The side bar: a column beside the page on desktop; on mobile a drawer over the page, folded by a click on the
 * backdrop (spec §2.4).
 */
export default function SideBar({ width, children, top = 0 }: Props) {
  const desktop = useSettingsStore((s) => s.device === 'desktop');
  const mobileMenu = usePanelsStore((s) => s.mobileMenu);
  const setMobileMenu = usePanelsStore((s) => s.setMobileMenu);
  const look = { bgcolor: 'shell.sideBg', color: 'shell.sideText' };
  if (!desktop) {
    return (
      <Drawer open={mobileMenu} onClose={() => setMobileMenu(false)} slotProps={{ paper: { sx: { width: SIDE_WIDTH, ...look } } }}>
        {children}
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      data-testid="side-bar"
      sx={(theme) => ({
        ...look, width, flexShrink: 0, position: 'sticky', top, height: `calc(100vh - ${top}px)`, overflowY: 'auto', overflowX: 'hidden',
        display: 'flex', flexDirection: 'column', borderRight: 1, borderColor: 'divider',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      {children}
    </Box>
  );
}
