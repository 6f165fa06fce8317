import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { deleteHelpDocFile, uploadHelpDocFile } from '@/lib/client/api/helpDoc';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@/lib/client/api/fileUpload';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import RemixIcon from '@/components/shell/RemixIcon';

type File_ = HelpDocItem['files'][number];

/** The files of a saved help document: add, replace or remove each at once. */
export default function HelpDocFiles({ doc, onChange }: { doc: HelpDocItem; onChange(doc: HelpDocItem): void }) {
  const t = useTranslations('help.docs');
  const tUi = useTranslations('ui');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<File_ | null>(null);

  const run = async (action: () => Promise<{ kind: string; data?: unknown; message?: string }>, done: string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer.kind === 'done') {
        onChange(answer.data as HelpDocItem);
        message.success(done);
      } else {
        message.error(answer.message ?? tUi('loadFailed'));
      }
    } catch {
      message.error(tUi('loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File | undefined, replace?: File_) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      message.error(t('errors.fileTooLarge'));
      return;
    }
    void run(() => uploadHelpDocFile(doc.id, file, replace?.id), replace ? t('fileReplaced') : t('fileAdded'));
  };
  const picker = (label: string, replace?: File_) => (
    <Button component="label" size="small" disabled={busy} startIcon={<RemixIcon name={replace ? 'refresh-line' : 'upload-2-line'} />}>
      {label}
      <input hidden type="file" accept={UPLOAD_ACCEPT} onChange={(e) => { upload(e.target.files?.[0], replace); e.target.value = ''; }} />
    </Button>
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{t('files')}</Typography>
        {picker(t('addFile'))}
      </Stack>
      {doc.files.length === 0 && <Typography variant="body2" color="text.secondary">{t('noFiles')}</Typography>}
      <List dense disablePadding>
        {doc.files.map((f) => (
          <ListItem
            key={f.id} disableGutters
            secondaryAction={(
              <Stack direction="row">
                {picker(t('replaceFile'), f)}
                <Tooltip title={t('deleteFile')}>
                  <IconButton size="small" color="error" aria-label={t('deleteFile')} disabled={busy} onClick={() => setRemoving(f)}><RemixIcon name="delete-bin-line" /></IconButton>
                </Tooltip>
              </Stack>
            )}
          >
            <ListItemText primary={f.name} sx={{ pr: 20, wordBreak: 'break-all' }} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={Boolean(removing)} title={t('deleteFile')} danger busy={busy} confirmText={t('deleteFile')} onClose={() => setRemoving(null)}
        onConfirm={() => { const f = removing!; setRemoving(null); void run(() => deleteHelpDocFile(doc.id, f.id), t('fileDeleted')); }}
      >
        {t('deleteFileText', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
