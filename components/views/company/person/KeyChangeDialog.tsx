import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PersonDetail } from '@/lib/contracts/person';
import { today as todayInChina } from '@/lib/domain/datetime';
import { idNumberIssue } from '@/lib/domain/personRecord';
import { useCodeLists } from '@/components/ui/useCodeLists';
import CodeSelect from './fields/CodeSelect';
import DateInput from './fields/DateInput';
import FileFilingDialog, { type FilingLine } from './FileFilingDialog';
import { KEY_CHANGE_FIELDS as FIELDS, keyChangeErrors } from './keyChangeForm';
import { CODE_LIST, derivedFromId, formFromDetail, isShown, keyChanges, type FieldName, type FormValues } from './personForm';
import { useIssueText } from './useIssueText';

interface Props {
  person: PersonDetail;
  /** Changes the clerk already typed in the person form, refused there as key fields. */
  initialChanges: Record<string, string | null>;
  contact: { name: string; phone: string };
  onClose(submitted: boolean): void;
}

/** 变更关键信息: the key fields of a filed person (domain.md §2.3) filed as a PERSON_INFO CHANGE line. */
export default function KeyChangeDialog({ person, initialChanges, contact, onClose }: Props) {
  const t = useTranslations('person');
  const issueText = useIssueText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { options, label } = useCodeLists(['gender', 'estabStatus', 'estabType', 'postCategory', 'postLevel', 'education', 'degree']);
  const today = todayInChina();
  const [values, setValues] = useState<FormValues>(() => {
    const typed = Object.entries(initialChanges).filter(([k]) => k !== 'idNumber').map(([k, v]) => [k, v ?? '']);
    return { ...formFromDetail(person).values, ...Object.fromEntries(typed) };
  });
  const [newId, setNewId] = useState(typeof initialChanges.idNumber === 'string' ? initialChanges.idNumber : '');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [lines, setLines] = useState<FilingLine[] | null>(null);

  const idIssue = newId.trim() ? idNumberIssue(values.idType, newId.trim().toUpperCase(), today) : null;
  const derived = newId.trim() && !idIssue ? derivedFromId({ idType: values.idType, idNumber: newId.trim().toUpperCase() }, today) : {};
  const shown = { ...values, ...derived };
  const set = (f: FieldName, v: string) => setValues((s) => ({ ...s, [f]: v }));
  const errors = touched ? keyChangeErrors(shown, person, newId, reason, today) : {};
  const errorOf = (f: string) => (errors[f] ? t(errors[f]) : undefined);

  const next = () => {
    setTouched(true);
    if (Object.keys(keyChangeErrors(shown, person, newId, reason, today)).length) return;
    const changes = keyChanges(shown, person, newId);
    setLines([{ personId: person.id, payload: { op: 'CHANGE', changes, ...(reason.trim() ? { reason: reason.trim() } : {}) } }]);
  };

  if (lines) {
    return (
      <FileFilingDialog
        title={t('file.changeTitle', { name: person.name })} contact={contact} lines={lines} onClose={onClose}
        intro={<Typography>{t('file.changeIntro')}</Typography>}
      />
    );
  }

  const current = (f: FieldName) => {
    const stored = person[f as keyof PersonDetail];
    const text = CODE_LIST[f] ? label(CODE_LIST[f]!, stored as string) : String(stored ?? '—');
    return t('file.current', { value: text || '—' });
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="key-change-title" data-testid="key-change-dialog">
      <DialogTitle id="key-change-title">{t('file.changeTitle', { name: person.name })}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('file.changeIntro')}</Typography>
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth size="small" label={t('file.newId')} value={newId} onChange={(e) => setNewId(e.target.value)}
              error={Boolean(idIssue)} helperText={idIssue ? issueText(idIssue) : t('form.idStored', { masked: person.idNumber })}
              slotProps={{ htmlInput: { maxLength: 18, 'data-testid': 'change-idNumber' } }} />
          </Grid>
          {FIELDS.filter((f) => isShown(f, shown)).map((f) => {
            const common = { name: `change-${f}`, label: t(`field.${f}`), hint: current(f), disabled: (f === 'gender' || f === 'birthDate') && f in derived };
            const list = CODE_LIST[f];
            const opts = list ? options(list).filter((o) => (f === 'postLevel' ? !shown.postCategory || o.groupCode === shown.postCategory : true)) : [];
            return (
              <Grid key={f} size={{ xs: 12, sm: 6 }}>
                {list ? <CodeSelect {...common} value={shown[f] as string} options={opts} onChange={(v) => set(f, v)} />
                  : f === 'name' ? (
                    <TextField fullWidth size="small" label={common.label} value={shown.name} helperText={common.hint} onChange={(e) => set('name', e.target.value)}
                      slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'change-name' } }} />
                  ) : <DateInput {...common} value={shown[f] as string} error={errorOf(f)} disableFuture onChange={(v) => set(f, v)} />}
              </Grid>
            );
          })}
          <Grid size={12}>
            <TextField fullWidth size="small" multiline minRows={2} label={t('file.changeReason')} value={reason} onChange={(e) => setReason(e.target.value)}
              error={Boolean(errorOf('reason'))} helperText={errorOf('reason') ?? ' '} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'change-reason' } }} />
          </Grid>
        </Grid>
        {errors.form && <Alert severity="error" data-testid="key-change-error">{t(errors.form)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('action.close')}</Button>
        <Button variant="contained" onClick={next} data-testid="key-change-next">{t('file.next')}</Button>
      </DialogActions>
    </Dialog>
  );
}
