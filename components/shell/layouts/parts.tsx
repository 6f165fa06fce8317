import Box from '@mui/material/Box';
import type { LayoutName } from '@/lib/config/settings';
import Breadcrumbs from '../Breadcrumbs';
import HorizontalMenu from '../menu/HorizontalMenu';
import ColumnSide from './ColumnSide';
import CommonTop from './CommonTop';
import FirstLevelHeader from './FirstLevelHeader';
import FloatSide from './FloatSide';
import MenuSide from './MenuSide';
import NavBar from './NavBar';
import type { FrameParts } from './ShellFrame';
import TopHeader, { TOP_HEIGHT } from './TopHeader';

const barCrumbs = <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}><Breadcrumbs inBar /></Box>;

/** What each layout of spec §2.4 puts in the frame. */
export const LAYOUT_PARTS: Record<LayoutName, FrameParts> = {
  horizontal: {
    header: <TopHeader below={<Box sx={{ borderTop: 1, borderColor: 'divider' }}><HorizontalMenu /></Box>} />,
    before: <Breadcrumbs />,
  },
  vertical: { side: <MenuSide logo />, header: <NavBar>{barCrumbs}</NavBar> },
  comprehensive: { side: <MenuSide logo firstLevel />, header: <FirstLevelHeader /> },
  common: { top: <CommonTop />, side: <MenuSide top={TOP_HEIGHT + 1} />, stickTop: TOP_HEIGHT + 1, alwaysFixed: true },
  column: { side: <ColumnSide />, header: <NavBar>{barCrumbs}</NavBar> },
  float: { side: <FloatSide />, header: <NavBar foldable={false}>{barCrumbs}</NavBar> },
};
