import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { filingPrintPdf } from '@/lib/contracts/filing';
import type { FilingDetail } from '@/lib/contracts/filing';
import { downloadFile } from '@/lib/client/download';
import { message } from '@/lib/client/stores/messages';

/** 打印 PDF: the filing's paper form (备案表), made on the server, for every type; a refusal shows the server's message. */
export default function FilingPrintPdfButton({ filing }: { filing: Pick<FilingDetail, 'id' | 'filingNo'> }) {
  const t = useTranslations('filing.print');
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await downloadFile(filingPrintPdf, { id: filing.id }, `${filing.filingNo}.pdf`);
    } catch (e) {
      message.error(t('failed', { reason: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={click} data-testid="filing-print-pdf">
      {t('button')}
    </Button>
  );
}
