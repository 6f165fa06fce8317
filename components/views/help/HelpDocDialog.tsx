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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { saveHelpDoc, type HelpDocDraft } from '@/lib/client/api/helpDoc';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import { bodyHtml } from './bodyHtml';
import HelpDocFiles from './HelpDocFiles';
import { helpDocErrors } from './helpForms';

interface Props {
  doc?: HelpDocItem;
  kind: HelpDocItem['kind'];
  onClose(): void;
  onSaved(doc: HelpDocItem): void;
}

/** Admin writes a help document: an FAQ entry or a manual, its body, order and (once saved) its files. */
export default function HelpDocDialog({ doc, kind, onClose, onSaved }: Props) {
  const t = useTranslations('help.docs');
  const tUi = useTranslations('ui');
  const narrow = useMediaQuery('(max-width:600px)');
  const [current, setCurrent] = useState(doc);
  const [form, setForm] = useState({
    kind: doc?.kind ?? kind, title: doc?.title ?? '', body: doc?.body ?? '', companyType: doc?.companyType ?? 'all', sort: String(doc?.sort ?? 0),
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const found = helpDocErrors(form);
  const errors = {
    title: touched && found.title ? t(`errors.${found.title}`) : undefined,
    body: touched && found.body ? t(`errors.${found.body}`) : undefined,
    sort: touched && found.sort ? t(`errors.${found.sort}`) : undefined,
  };

  const submit = async () => {
    setTouched(true);
    if (Object.keys(found).length) return;
    setBusy(true);
    setRefusal(null);
    try {
      const draft: HelpDocDraft = {
        id: current?.id, version: current?.version, kind: form.kind, title: form.title.trim(), body: bodyHtml(form.body),
        companyType: form.kind === 'manual' ? form.companyType : 'all', sort: Number(form.sort),
      };
      const answer = await saveHelpDoc(draft);
      if (answer.kind === 'done') onSaved(answer.data);
      else setRefusal(answer.message);
    } catch {
      setRefusal(tUi('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="help-doc-title">
      <DialogTitle id="help-doc-title">{doc ? t('edit') : t(form.kind === 'faq' ? 'newFaq' : 'newManual')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <TextField
            required label={form.kind === 'faq' ? t('question') : t('docTitle')} value={form.title} error={Boolean(errors.title)} helperText={errors.title}
            onChange={(e) => setForm({ ...form, title: e.target.value })} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'help-doc-title' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {form.kind === 'manual' && (
              <TextField select label={t('companyType')} value={form.companyType} fullWidth onChange={(e) => setForm({ ...form, companyType: e.target.value as typeof form.companyType })}>
                {(['all', 'district', 'general'] as const).map((c) => <MenuItem key={c} value={c}>{t(`companyTypes.${c}`)}</MenuItem>)}
              </TextField>
            )}
            <TextField
              label={t('sort')} type="number" value={form.sort} error={Boolean(errors.sort)} helperText={errors.sort ?? t('sortHint')} fullWidth
              onChange={(e) => setForm({ ...form, sort: e.target.value })} slotProps={{ htmlInput: { min: 0, max: 9999, 'data-testid': 'help-doc-sort' } }}
            />
          </Stack>
          <TextField
            required={form.kind === 'faq'} multiline minRows={6} label={form.kind === 'faq' ? t('answer') : t('body')} value={form.body}
            error={Boolean(errors.body)} helperText={errors.body ?? t('bodyHint')} onChange={(e) => setForm({ ...form, body: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'help-doc-body' } }}
          />
          {current ? (
            <HelpDocFiles doc={current} onChange={setCurrent} />
          ) : (
            <Typography variant="body2" color="text.secondary">{t('filesAfterSave')}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => (current && current !== doc ? onSaved(current) : onClose())} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={submit} disabled={busy} data-testid="help-doc-submit">{tUi('save')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
