import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PersonFilters } from '@/lib/contracts/person';
import { exportPersons } from '@/lib/client/api/person';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';

/** 导出: the filtered list as .xlsx, ID numbers masked; the full numbers only after a confirmation (the server logs both). */
export default function ExportButton({ filters }: { filters: PersonFilters }) {
  const t = useTranslations('person');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (revealIds: boolean) => {
    setAnchor(null);
    setBusy(true);
    try {
      await exportPersons({ ...filters, revealIds });
      message.success(t('export.done'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={(e) => setAnchor(e.currentTarget)} data-testid="person-export">
        {t('action.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run(false)} data-testid="export-masked">{t('export.masked')}</MenuItem>
        <MenuItem onClick={() => { setAnchor(null); setConfirming(true); }} data-testid="export-plain">{t('export.plain')}</MenuItem>
      </Menu>
      <ConfirmDialog open={confirming} title={t('export.confirmTitle')} confirmText={t('export.confirm')} busy={busy} danger onClose={() => setConfirming(false)} onConfirm={() => run(true)}>
        {t('export.confirmBody')}
      </ConfirmDialog>
    </>
  );
}
