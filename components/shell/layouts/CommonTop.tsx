import Box from '@mui/material/Box';
import Breadcrumbs from '../Breadcrumbs';
import FoldButton from './FoldButton';
import TopHeader from './TopHeader';

/** The common layout's header across the page, always fixed: logo, fold button, breadcrumb, widgets. */
export default function CommonTop() {
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar + 1 }}>
      <TopHeader>
        <FoldButton />
        <Breadcrumbs inBar />
      </TopHeader>
    </Box>
  );
}
