import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the filing detail. */
export default function DetailSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" data-testid={testId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{title}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
