import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TABLE_STATUSES, type TableRow } from '@/lib/contracts/mock/table';
import { editTableRow } from '@/lib/client/api/mock';
import { message } from '@/lib/client/stores/messages';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { DESCRIPTION_MAX, rowErrors, type RowErrors } from './rowRules';

interface Props {
  row: TableRow;
  onClose(): void;
  onSaved(row: TableRow): void;
}

/** Edits a row of the mock table; the mock answers a simulated save. Open it with a `key` per row. */
export default function TableEditDialog({ row, onClose, onSaved }: Props) {
  const t = useTranslations('demo.table');
  const tUi = useTranslations('ui');
  const [values, setValues] = useState(row);
  const [errors, setErrors] = useState<RowErrors>({});
  const save = useMutation({
    mutationFn: (r: TableRow) => editTableRow(r),
    onSuccess: (_, r) => {
      message.success(t('saved'));
      onSaved(r);
    },
  });

  const saving = useRepeatClickGuard((r: TableRow) => save.mutateAsync(r));
  const set = <K extends keyof TableRow>(key: K, value: TableRow[K]) => setValues((v) => ({ ...v, [key]: value }));
  const error = (field: keyof RowErrors) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = rowErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    saving.run({ ...values, title: values.title.trim(), author: values.author.trim() });
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="table-edit-title">
      <form onSubmit={submit} noValidate data-testid="table-edit-form">
        <DialogTitle id="table-edit-title">{t('editTitle', { id: row.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('columns.title')} required value={values.title} onChange={(e) => set('title', e.target.value)}
              error={Boolean(errors.title)} helperText={error('title')} slotProps={{ htmlInput: { 'data-testid': 'edit-title' } }}
            />
            <TextField
              label={t('columns.author')} required value={values.author} onChange={(e) => set('author', e.target.value)}
              error={Boolean(errors.author)} helperText={error('author')} slotProps={{ htmlInput: { 'data-testid': 'edit-author' } }}
            />
            <TextField select label={t('columns.status')} value={values.status} onChange={(e) => set('status', e.target.value as TableRow['status'])}>
              {TABLE_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`status.${s}`)}</MenuItem>)}
            </TextField>
            <FormControl error={Boolean(errors.rate)}>
              <FormLabel>{t('columns.rate')}</FormLabel>
              <Rating value={values.rate} onChange={(_, v) => set('rate', v ?? 0)} />
              {errors.rate && <FormHelperText>{error('rate')}</FormHelperText>}
            </FormControl>
            <TextField
              label={t('columns.description')} multiline minRows={3} value={values.description}
              onChange={(e) => set('description', e.target.value)} error={Boolean(errors.description)}
              helperText={error('description') ?? `${values.description.length}/${DESCRIPTION_MAX}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>{tUi('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending || saving.guarded} data-testid="edit-save">{tUi('save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
