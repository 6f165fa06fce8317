import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import HeaderTools from '../header/HeaderTools';
import Logo from '../Logo';

export const TOP_HEIGHT = 56;

/** The header across the page (horizontal and common layouts): logo, what the layout adds, the widgets; a row below. */
export default function TopHeader({ children, below }: { children?: ReactNode; below?: ReactNode }) {
  return (
    <Box component="header" sx={{ bgcolor: 'shell.topBg', color: 'shell.topText', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ height: TOP_HEIGHT, display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, md: 2.5 } }}>
        <Logo />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, overflow: 'hidden' }}>{children}</Box>
        <HeaderTools />
      </Box>
      {below}
    </Box>
  );
}
