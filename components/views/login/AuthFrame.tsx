import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { settings } from '@/lib/config/settings';
import Footer from '@/components/shell/Footer';
import LanguageSwitch from '@/components/shell/LanguageSwitch';

/** The signed-out page frame of the register and callback pages, in the login page's look. */
export default function AuthFrame({ title, subtitle, maxWidth = 440, children }: { title: string; subtitle?: string; maxWidth?: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh', display: 'flex', flexDirection: 'column',
        background: 'linear-gradient(135deg, #0b3d91 0%, #1677ff 55%, #69b1ff 100%)',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 2 }}>
        <Paper elevation={8} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Stack spacing={0.75} sx={{ mb: 3, alignItems: 'center' }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG in the client-only app */}
            <img src={settings.logo} alt="" width={48} height={48} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>{title}</Typography>
            {subtitle && <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>{subtitle}</Typography>}
          </Stack>
          {children}
        </Paper>
      </Box>
      <Box sx={{ color: 'rgba(255,255,255,0.85)', '& footer': { color: 'inherit' } }}>
        <Footer />
      </Box>
    </Box>
  );
}
