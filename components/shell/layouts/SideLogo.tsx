import Box from '@mui/material/Box';
import Logo from '../Logo';

/** The logo at the top of a side bar, the mark alone when the bar is narrow. */
export default function SideLogo({ iconOnly = false }: { iconOnly?: boolean }) {
  return (
    <Box sx={{ height: 56, flexShrink: 0, display: 'flex', alignItems: 'center', px: iconOnly ? 0 : 2, justifyContent: iconOnly ? 'center' : 'flex-start', color: 'shell.sideText' }}>
      <Logo compact iconOnly={iconOnly} />
    </Box>
  );
}
