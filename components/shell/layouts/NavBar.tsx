import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import HeaderTools from '../header/HeaderTools';
import FoldButton from './FoldButton';

/** The bar above the page in the side-bar layouts: fold button, what the layout shows next to it, the widgets. */
export default function NavBar({ children, foldable = true }: { children?: ReactNode; foldable?: boolean }) {
  return (
    <Box
      component="header"
      sx={{ height: 56, display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      {foldable && <FoldButton />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', overflow: 'hidden' }}>{children}</Box>
      <HeaderTools />
    </Box>
  );
}
