import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { message } from '@/lib/client/stores/messages';
import { useStyleNonce } from '@/components/ui/useStyleNonce';

/** The paper form's look, shared by the preview and the print window (A4, black on white, ruled tables). */
export const SHEET_CSS = `
.print-sheet { position: relative; max-width: 190mm; margin: 0 auto; padding: 8mm 6mm; color: #000; background: #fff;
  font: 12pt/1.5 "SimSun", "Songti SC", "Noto Serif CJK SC", serif; }
.print-sheet h1 { text-align: center; font-size: 18pt; margin: 0 0 4mm; letter-spacing: 2px; }
.print-sheet .meta { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2mm 6mm; margin-bottom: 3mm; font-size: 10.5pt; }
.print-sheet table { width: 100%; border-collapse: collapse; margin-bottom: 4mm; font-size: 10.5pt; }
.print-sheet th, .print-sheet td { border: 1px solid #000; padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
.print-sheet th { font-weight: normal; background: #f2f2f2; white-space: nowrap; }
.print-sheet td.num, .print-sheet th.num { text-align: right; }
.print-sheet .opinion { min-height: 18mm; }
.print-sheet .sign { text-align: right; margin-top: 3mm; }
.print-sheet .watermark { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; pointer-events: none;
  font-size: 46pt; color: rgba(200, 0, 0, 0.16); transform: rotate(-28deg); white-space: nowrap; }
@page { size: A4; margin: 12mm; }
@media print { .print-sheet { padding: 0; max-width: none; } }
`;

interface Props {
  title: string;
  /** The sheet: plain elements styled by SHEET_CSS, so the print window needs no other style. */
  children: ReactNode;
  onClose(): void;
}

/** A filing as the paper form a unit stamps and files: previewed here, printed from a window of its own. */
export default function PrintSheetDialog({ title, children, onClose }: Props) {
  const t = useTranslations('jobplanrecord.print');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const sheet = useRef<HTMLDivElement>(null);
  const nonce = useStyleNonce();

  function print() {
    const win = window.open('', '_blank', 'width=900,height=1000');
    if (!win || !sheet.current) return message.error(t('blocked'));
    win.document.title = title;
    const style = win.document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = `body { margin: 0; background: #fff; } ${SHEET_CSS}`;
    win.document.head.appendChild(style);
    win.document.body.innerHTML = sheet.current.innerHTML;
    win.focus();
    win.print();
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="print-title">
      <DialogTitle id="print-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.100', p: { xs: 1, sm: 2 } }}>
        <style nonce={nonce}>{SHEET_CSS}</style>
        <Box ref={sheet} sx={{ overflowX: 'auto', boxShadow: 1 }} data-testid="print-sheet">{children}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={print} data-testid="print-button">{t('print')}</Button>
      </DialogActions>
    </Dialog>
  );
}
