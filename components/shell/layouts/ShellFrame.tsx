import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { LayoutName } from '@/lib/config/settings';
import PageArea from './PageArea';

export interface FrameParts {
  /** A header spanning the page above the side bar (common layout). */
  top?: ReactNode;
  side?: ReactNode;
  /** The bar(s) above the tabs of the page column. */
  header?: ReactNode;
  /** Shown at the top of the page. */
  before?: ReactNode;
  stickTop?: number;
  alwaysFixed?: boolean;
}

/**
 * The one frame every layout fills: its parts change with the layout while the page column, and so the kept-alive
 * views, stay mounted — switching the layout or crossing the mobile breakpoint loses no typed value.
 */
export default function ShellFrame({ layout, top, side, header, before, stickTop, alwaysFixed }: FrameParts & { layout: LayoutName }) {
  return (
    <Box data-layout={layout} sx={{ minHeight: '100vh' }}>
      {top}
      <Box sx={{ display: 'flex' }}>
        {side}
        <PageArea header={header} before={before} stickTop={stickTop} alwaysFixed={alwaysFixed} />
      </Box>
    </Box>
  );
}
