import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { COMMON_FILE_CATEGORIES, type CommonFileItem } from '@/lib/contracts/commonFile';
import { saveCommonFile, type CommonFileDraft } from '@/lib/client/api/commonFile';
import { UPLOAD_ACCEPT } from '@/lib/client/api/fileUpload';
import RemixIcon from '@/components/shell/RemixIcon';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import { commonFileErrors } from './helpForms';

interface Props {
  file?: CommonFileItem;
  onClose(): void;
  onSaved(): void;
}

type Field = 'category' | 'title' | 'file';

/** Publish a file to every unit, or change one (a new file replaces the old one). */
export default function CommonFileDialog({ file, onClose, onSaved }: Props) {
  const t = useTranslations('help.commonFiles');
  const tUi = useTranslations('ui');
  const [form, setForm] = useState<CommonFileDraft>({
    id: file?.id, version: file?.version, category: file?.category ?? ('' as CommonFileDraft['category']), title: file?.title ?? '', description: file?.description ?? '',
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const found = commonFileErrors(form, Boolean(file));
  const errors: Partial<Record<Field, string>> = touched
    ? Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`errors.${key}`)]))
    : {};

  const submit = async () => {
    setTouched(true);
    if (Object.keys(found).length) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await saveCommonFile({ ...form, title: form.title.trim(), description: form.description.trim() });
      if (answer.kind === 'done') onSaved();
      else setRefusal(answer.message);
    } catch {
      setRefusal(tUi('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="common-file-title">
      <DialogTitle id="common-file-title">{file ? t('edit') : t('publish')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <TextField
            select required label={t('category')} value={form.category} error={Boolean(errors.category)} helperText={errors.category}
            onChange={(e) => setForm({ ...form, category: e.target.value as CommonFileDraft['category'] })}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'common-file-category' } as object } }}
          >
            {COMMON_FILE_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{t(`categories.${c}`)}</MenuItem>)}
          </TextField>
          <TextField
            required label={t('title')} value={form.title} error={Boolean(errors.title)} helperText={errors.title}
            onChange={(e) => setForm({ ...form, title: e.target.value })} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'common-file-title' } }}
          />
          <TextField
            label={t('description')} multiline minRows={2} value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })} slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<RemixIcon name="upload-2-line" />} color={errors.file ? 'error' : 'primary'}>
              {file ? t('replaceFile') : t('chooseFile')}
              <input hidden type="file" accept={UPLOAD_ACCEPT} data-testid="common-file-input" onChange={(e) => setForm({ ...form, file: e.target.files?.[0] })} />
            </Button>
            <Typography variant="body2" color={errors.file ? 'error' : 'text.secondary'} sx={{ wordBreak: 'break-all' }} data-testid="common-file-name">
              {errors.file ?? form.file?.name ?? file?.fileName ?? t('fileHint')}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={submit} disabled={busy} data-testid="common-file-submit">{file ? tUi('save') : t('publishNow')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
