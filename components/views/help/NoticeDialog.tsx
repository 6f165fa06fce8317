import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PublishedNotice } from '@/lib/contracts/notice';
import { getNoticeAudience, publishedKeys, saveNotice } from '@/lib/client/api/noticePublishing';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import { bodyHtml } from './bodyHtml';
import HtmlContent from './HtmlContent';
import { NOTICE_TITLE_MAX, noticeErrors, noticeFormOf, type Audience, type NoticeForm as Form } from './noticeForm';

interface Props {
  notice?: PublishedNotice;
  onClose(): void;
  onSaved(n: PublishedNotice): void;
}

/** Publish a notice, or edit one: title, body, their optional English, audience, validity window. */
export default function NoticeDialog({ notice, onClose, onSaved }: Props) {
  const t = useTranslations('help.notices');
  const tUi = useTranslations('ui');
  const narrow = useMediaQuery('(max-width:600px)');
  const [form, setForm] = useState<Form>(() => noticeFormOf(notice));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const audience = useQuery({ queryKey: publishedKeys.audience(), queryFn: getNoticeAudience });
  const errors = touched ? noticeErrors(form) : {};
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const errorOf = (k: keyof Form) => (errors[k] ? t(`errors.${errors[k]}`) : refusal?.field === k ? refusal.message : undefined);
  const units = audience.data?.units ?? [];

  const submit = async () => {
    setTouched(true);
    if (Object.keys(noticeErrors(form)).length) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await saveNotice({
        id: notice?.id, version: notice?.version, title: form.title.trim(), content: bodyHtml(form.content),
        titleEn: form.titleEn.trim() || null, contentEn: bodyHtml(form.contentEn) || null, audience: form.audience,
        regionCode: form.audience === 'region' ? form.regionCode : null, unitIds: form.audience === 'units' ? form.unitIds : [],
        validFrom: form.validFrom || null, validUntil: form.validUntil || null,
      });
      if (answer.kind === 'done') onSaved(answer.data);
      else setRefusal({ message: answer.message, field: answer.kind === 'refused' ? String(answer.data.field ?? '') : undefined });
    } catch {
      setRefusal({ message: tUi('loadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="notice-dialog-title">
      <DialogTitle id="notice-dialog-title">{notice ? t('edit') : t('publish')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {refusal && !refusal.field && <Alert severity="error">{refusal.message}</Alert>}
          <TextField
            label={t('title')} required value={form.title} onChange={(e) => set('title', e.target.value)}
            error={Boolean(errorOf('title'))} helperText={errorOf('title')} slotProps={{ htmlInput: { maxLength: NOTICE_TITLE_MAX, 'data-testid': 'notice-title' } }}
          />
          <TextField
            label={t('content')} required multiline minRows={5} value={form.content} onChange={(e) => set('content', e.target.value)}
            error={Boolean(errorOf('content'))} helperText={errorOf('content') ?? t('contentHint')}
            slotProps={{ htmlInput: { 'data-testid': 'notice-content' } }}
          />
          {bodyHtml(form.content) && (
            <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
              <Typography variant="caption" color="text.secondary">{t('preview')}</Typography>
              <HtmlContent html={bodyHtml(form.content)} />
            </Paper>
          )}
          <TextField
            label={t('titleEn')} value={form.titleEn} onChange={(e) => set('titleEn', e.target.value)}
            error={Boolean(errorOf('titleEn'))} helperText={errorOf('titleEn') ?? t('englishHint')}
            slotProps={{ htmlInput: { maxLength: NOTICE_TITLE_MAX, lang: 'en', 'data-testid': 'notice-titleEn' } }}
          />
          <TextField
            label={t('contentEn')} multiline minRows={3} value={form.contentEn} onChange={(e) => set('contentEn', e.target.value)}
            error={Boolean(errorOf('contentEn'))} helperText={errorOf('contentEn')} slotProps={{ htmlInput: { lang: 'en', 'data-testid': 'notice-contentEn' } }}
          />
          <div>
            <Typography variant="body2" color="text.secondary">{t('audience')}</Typography>
            <RadioGroup row value={form.audience} onChange={(e) => set('audience', e.target.value as Audience)}>
              {(['all', 'region', 'units'] as const).map((a) => (
                <FormControlLabel key={a} value={a} control={<Radio data-testid={`audience-${a}`} />} label={t(`audiences.${a}`)} />
              ))}
            </RadioGroup>
          </div>
          {audience.isError && <Alert severity="error" action={<Button onClick={() => audience.refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
          {form.audience === 'region' && (
            <TextField
              select label={t('region')} required value={form.regionCode} onChange={(e) => set('regionCode', e.target.value)}
              error={Boolean(errorOf('regionCode'))} helperText={errorOf('regionCode')} disabled={audience.isLoading}
            >
              {(audience.data?.regions ?? []).map((r) => <MenuItem key={r.code} value={r.code}>{`${r.name}（${r.code}）`}</MenuItem>)}
            </TextField>
          )}
          {form.audience === 'units' && (
            <Autocomplete
              multiple options={units} loading={audience.isLoading} getOptionLabel={(u) => u.unitName}
              value={units.filter((u) => form.unitIds.includes(u.id))}
              onChange={(_, v) => set('unitIds', v.map((u) => u.id))}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={t('noUnits')}
              renderInput={(params) => (
                <TextField
                  {...params} label={t('units')} required error={Boolean(errorOf('unitIds'))} helperText={errorOf('unitIds')}
                  slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'notice-units' } }}
                />
              )}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date" label={t('validFrom')} value={form.validFrom} onChange={(e) => set('validFrom', e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'notice-validFrom' } }} helperText={t('validFromHint')} fullWidth
            />
            <TextField
              type="date" label={t('validUntil')} value={form.validUntil} onChange={(e) => set('validUntil', e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'notice-validUntil' } }} error={Boolean(errorOf('validUntil'))} helperText={errorOf('validUntil') ?? t('validUntilHint')} fullWidth
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={submit} disabled={busy} data-testid="notice-submit">{notice ? tUi('save') : t('publishNow')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
