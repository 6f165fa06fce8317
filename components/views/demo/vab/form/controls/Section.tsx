import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One labelled row of a single-control demo. */
export default function Section({ title, children, value }: { title: string; children: ReactNode; value?: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.25 }}>{title}</Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>{children}</Stack>
      {value !== undefined && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{value}</Typography>}
    </Box>
  );
}
