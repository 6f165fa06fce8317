import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { attachmentKeys, downloadAttachment, getAttachments, useAttachmentChange } from '@/lib/client/api/attachment';
import { MAX_UPLOAD_BYTES } from '@/lib/client/api/fileUpload';
import { message } from '@/lib/client/stores/messages';
import RemixIcon from '@/components/shell/RemixIcon';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DetailSection from './DetailSection';
import { categoryError } from './attachmentForm';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.ofd,.doc,.docx,.xls,.xlsx';
const size = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** The filing's attachments: the categories it requires, the files, and upload (any category it accepts, or one typed) and removal while the unit may edit. */
export default function AttachmentPanel({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('filing.attachments');
  const editable = filing.allowedActions.includes('EDIT');
  // Keyed on the version too: saved lines may call for other papers.
  const { data } = useQuery({ queryKey: [...attachmentKeys.list(filing.id), filing.version], queryFn: () => getAttachments(filing.id) });
  const { upload, remove } = useAttachmentChange(filing.id);
  const [category, setCategory] = useState('');
  const [removing, setRemoving] = useState<AttachmentItem | null>(null);
  const [tried, setTried] = useState(false);
  const refused = tried ? categoryError(category) : null;
  const input = useRef<HTMLInputElement>(null);
  const required = data?.required ?? [];
  const have = new Set(data?.list.map((a) => a.category));

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) return message.error(t('tooBig'));
    const outcome = await upload.mutateAsync({ category: category.trim(), file });
    if (outcome.kind === 'done') message.success(t('uploaded', { name: file.name }));
    else message.error(outcome.message);
  }

  return (
    <DetailSection title={t('title')} testId="filing-attachments">
      {required.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {required.map((c) => (
            <Chip key={c} size="small" label={c} color={have.has(c) ? 'success' : 'default'} variant={have.has(c) ? 'filled' : 'outlined'}
              icon={<RemixIcon name={have.has(c) ? 'checkbox-circle-line' : 'error-warning-line'} size={16} />} />
          ))}
        </Stack>
      )}
      {data && data.list.length === 0 && <Typography color="text.secondary" variant="body2">{t('none')}</Typography>}
      {data && data.list.length > 0 && (
        <List dense disablePadding>
          {data.list.map((a) => (
            <ListItem
              key={a.id} disableGutters
              secondaryAction={editable && (
                <IconButton edge="end" aria-label={t('remove')} onClick={() => setRemoving(a)}><RemixIcon name="delete-bin-line" size={18} /></IconButton>
              )}
            >
              <ListItemText
                primary={<Button size="small" sx={{ p: 0, minWidth: 0 }} onClick={() => downloadAttachment(a.id, a.name).catch(() => message.error(t('downloadFailed')))}>{a.name}</Button>}
                secondary={`${a.category} · ${size(a.size)} · ${a.uploadedBy} · ${a.uploadedAt}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Autocomplete
            freeSolo options={data?.categories ?? required} inputValue={category} onInputChange={(_, v) => setCategory(v)} sx={{ minWidth: 200, flex: 1 }}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('category')} error={Boolean(refused)} helperText={refused ? t(refused) : undefined}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'attachment-category' } }} />
            )}
          />
          <Button
            variant="outlined" disabled={upload.isPending} data-testid="attachment-upload" sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setTried(true);
              if (!categoryError(category)) input.current?.click();
            }}
          >
            {upload.isPending ? t('uploading') : t('upload')}
          </Button>
          <input ref={input} type="file" hidden accept={ACCEPT} onChange={(e) => { void choose(e.target.files?.[0]); e.target.value = ''; }} />
        </Stack>
      )}
      {editable && <Typography variant="caption" color="text.secondary">{t('limits')}</Typography>}
      <ConfirmDialog
        open={Boolean(removing)} title={t('removeTitle')} danger busy={remove.isPending} confirmText={t('remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const outcome = await remove.mutateAsync(removing!.id);
          if (outcome.kind !== 'done') message.error(outcome.message);
          setRemoving(null);
        }}
      >
        {removing?.name}
      </ConfirmDialog>
    </DetailSection>
  );
}
