import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { message } from '@/lib/client/stores/messages';

/** 导出 Excel for a report: waits while the file is made, says when it is done or why it failed. */
export default function ReportExportButton({ run, disabled, testId }: { run(): Promise<void>; disabled?: boolean; testId: string }) {
  const t = useTranslations('report');
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      message.success(t('export.done'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy || disabled} onClick={click} data-testid={testId}>{t('export.action')}</Button>
  );
}
