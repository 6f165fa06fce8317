import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import RemixIcon from '@/components/shell/RemixIcon';
import IconBrowser from '@/components/views/demo/vab/icon/IconBrowser';

interface Props { label: string; value: string; onChange(icon: string): void }

/** A Remix Icon name, typed or picked from the icon set in a popover. */
export default function IconField({ label, value, onChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <TextField
        size="small" fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value)} onClick={(e) => setAnchor(e.currentTarget)}
        slotProps={{
          htmlInput: { 'data-testid': 'menu-icon', maxLength: 60 },
          input: { startAdornment: <InputAdornment position="start"><RemixIcon name={value || 'question-line'} size={20} /></InputAdornment> },
        }}
      />
      <Popover
        open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableAutoFocus slotProps={{ paper: { sx: { p: 2, width: 'min(520px, calc(100vw - 32px))' } } }}
      >
        <IconBrowser compact selected={value} onPick={(name) => { onChange(name); setAnchor(null); }} />
      </Popover>
    </>
  );
}
