import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import IconBrowser from './IconBrowser';

/** A field whose value is picked from the icon set in a popover. */
export default function IconSelector() {
  const t = useTranslations('demo.icon');
  const [icon, setIcon] = useState('home-2-line');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <DemoCard title={t('selectorTitle')} subtitle={t('selectorSubtitle')}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <TextField
          label={t('selectorLabel')} value={icon} onClick={(e) => setAnchor(e.currentTarget)}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'icon-selector' },
            input: { startAdornment: <InputAdornment position="start"><RemixIcon name={icon} size={20} /></InputAdornment> },
          }}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main' }}><RemixIcon name={icon} size={48} /></Box>
          <Typography data-testid="icon-selected">{`ri-${icon}`}</Typography>
        </Stack>
      </Stack>
      <Popover
        open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 'min(520px, calc(100vw - 32px))' } } }}
      >
        <IconBrowser compact selected={icon} onPick={(name) => { setIcon(name); setAnchor(null); }} />
      </Popover>
    </DemoCard>
  );
}
