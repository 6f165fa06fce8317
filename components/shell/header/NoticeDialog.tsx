import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { NoticeItem } from '@/lib/contracts/notice';

/** A notice opened from the popover: its title, publisher, time and (server-sanitised) content. */
export default function NoticeDialog({ notice, onClose }: { notice: NoticeItem | null; onClose(): void }) {
  const t = useTranslations('shell.notice');
  return (
    <Dialog open={Boolean(notice)} onClose={onClose} fullWidth maxWidth="sm">
      {notice && (
        <>
          <DialogTitle>{notice.title}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {t('from', { publisher: notice.publisher, time: notice.publishedAt })}
            </Typography>
            <Box sx={{ '& p': { my: 1 }, wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: notice.content }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
