import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useSettingsStore } from '@/lib/client/stores/settings';
import KeepAliveViews from '@/components/routing/KeepAliveViews';
import Footer from '../Footer';
import TabsBar from '../tabs/TabsBar';

interface Props {
  /** The bar(s) above the tabs; kept at the top while scrolling when the header is fixed. */
  header?: ReactNode;
  /** Where the fixed part sticks (below a header spanning the page). */
  stickTop?: number;
  /** Shown at the top of the page (the horizontal layout's breadcrumb). */
  before?: ReactNode;
  /** Keeps the fixed part at the top whatever the setting (common layout). */
  alwaysFixed?: boolean;
}

/** The page column: header and tabs bar (fixed or not), the kept-alive views, the footer. */
export default function PageArea({ header, stickTop = 0, before, alwaysFixed = false }: Props) {
  const fixedHeader = useSettingsStore((s) => s.theme.fixedHeader);
  const showTabs = useSettingsStore((s) => s.theme.showTabs);
  const fixed = alwaysFixed || fixedHeader;
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: `calc(100vh - ${stickTop}px)` }}>
      <Box data-testid="page-header" sx={{ position: fixed ? 'sticky' : 'relative', top: stickTop, zIndex: (t) => t.zIndex.appBar }}>
        {header}
        {showTabs && <TabsBar />}
      </Box>
      <Box component="main" sx={{ flex: 1, px: { xs: 1.5, md: 2.5 }, py: { xs: 2, md: 2.5 } }}>
        {before}
        <KeepAliveViews />
      </Box>
      <Footer />
    </Box>
  );
}
