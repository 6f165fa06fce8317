import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { usePointerDrag, type Offset } from './usePointerDrag';

/** How far the dialog may move: its title bar stays on screen. */
const keepOnScreen = ({ x, y }: Offset): Offset => {
  const maxX = window.innerWidth / 2 - 40;
  const maxY = window.innerHeight / 2 - 40;
  return { x: Math.max(-maxX, Math.min(maxX, x)), y: Math.max(-maxY, Math.min(maxY, y)) };
};

/** A dialog moved by dragging its title bar. */
export default function DialogDrag() {
  const t = useTranslations('demo.drag');
  const [open, setOpen] = useState(false);
  const { offset, setOffset, handle } = usePointerDrag(keepOnScreen);
  const show = () => {
    setOffset({ x: 0, y: 0 });
    setOpen(true);
  };
  return (
    <DemoCard title={t('dialogTitle')} subtitle={t('dialogHint')}>
      <Button variant="contained" onClick={show} startIcon={<RemixIcon name="drag-move-line" />} data-testid="open-drag-dialog">{t('openDialog')}</Button>
      <Dialog
        open={open} onClose={() => setOpen(false)} aria-labelledby="drag-dialog-title"
        slotProps={{ paper: { sx: { transform: `translate(${offset.x}px, ${offset.y}px)` }, 'data-testid': 'drag-dialog' } as object }}
      >
        <DialogTitle id="drag-dialog-title" {...handle} data-testid="drag-dialog-handle" sx={{ userSelect: 'none', display: 'flex', alignItems: 'center', gap: 1 }}>
          <RemixIcon name="drag-move-2-line" />{t('dialogHeading')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('dialogText')}</DialogContentText>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="drag-offset">{t('offset', { x: Math.round(offset.x), y: Math.round(offset.y) })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOffset({ x: 0, y: 0 })}>{t('center')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </DemoCard>
  );
}
