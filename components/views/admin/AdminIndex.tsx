import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import RemixIcon from '@/components/shell/RemixIcon';
import type { FilingSummary } from '@/lib/contracts/filing';
import FilingDetailView from '../check/FilingDetailView';
import FilingList from '../check/FilingList';

const PRESET = { box: 'all' } as const;

/** 申报数据查看: every declared filing, read only; admin is no party to a review, so a filing opens here, not on the review page. */
export default function AdminIndex() {
  const t = useTranslations('filing');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [opened, setOpened] = useState<FilingSummary | null>(null);
  const open = useCallback((f: FilingSummary) => setOpened(f), []);
  return (
    <>
      <FilingList preset={PRESET} hint={t('hint.admin')} showUnit onOpen={open} />
      <Dialog open={Boolean(opened)} onClose={() => setOpened(null)} fullWidth maxWidth="xl" fullScreen={phone} aria-labelledby="admin-filing-title">
        <DialogTitle id="admin-filing-title" sx={{ pr: 6 }}>
          {opened?.filingNo} · {t('detail.readOnly')}
          <IconButton aria-label={t('detail.close')} onClick={() => setOpened(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <RemixIcon name="close-line" size={20} />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{opened && <FilingDetailView id={opened.id} readOnly />}</DialogContent>
      </Dialog>
    </>
  );
}
