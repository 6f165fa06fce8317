import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { PersonDetail } from '@/lib/contracts/person';
import { createPerson, personOutcome, updatePerson } from '@/lib/client/api/person';
import { today as todayInChina } from '@/lib/domain/datetime';
import { PERSON_KEY_FIELDS, SECOND_POST_FIELDS } from '@/lib/domain/person';
import type { RecordIssue } from '@/lib/domain/personRecord';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { useCodeLists } from '@/components/ui/useCodeLists';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import PersonFormFields from './PersonFormFields';
import {
  derivedFromId, emptyForm, formFromDetail, formIssues, issuesByField, requiredFields, toBody, type FieldName, type PersonFormState,
} from './personForm';
import SubSetEditors from './SubSetEditors';
import { PERSON_CODE_LISTS } from './codeLists';
import { useIssueText } from './useIssueText';

interface Props {
  /** The person being edited; null to create one. */
  person: PersonDetail | null;
  unitCategory: string;
  onClose(): void;
  onSaved(person: PersonDetail, created: boolean): void;
  /** A filed person's key fields go to a PERSON_INFO CHANGE line. */
  onFileChange(person: PersonDetail, changes: Record<string, string | null>): void;
  onReload(): void;
}

type Banner = { severity: 'error' | 'warning' | 'info'; text: string; action?: 'fileChange' | 'reload'; changes?: Record<string, string | null> };

/** Zod names a list item `educations.0.school`; the form names it `educations[0].school`. */
const formField = (field: string) => field.replace(/\.(\d+)\./g, '[$1].');

/** Create or edit a person: every field of §2.3 in its groups, the record rules shown as the clerk types. */
export default function PersonForm({ person, unitCategory, onClose, onSaved, onFileChange, onReload }: Props) {
  const t = useTranslations('person');
  const issueText = useIssueText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { options } = useCodeLists(PERSON_CODE_LISTS);
  const today = todayInChina();
  const initial = useMemo(() => (person ? formFromDetail(person) : emptyForm()), [person]);
  const [state, setState] = useState<PersonFormState>(initial);
  const [idEditing, setIdEditing] = useState(!person);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, RecordIssue>>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const filed = person?.recordStatus === 'FILED';
  const keepStoredId = Boolean(person) && !idEditing;
  const v = state.values;
  const issues = formIssues(state, { unitCategory, today, storedStatus: person?.personStatus ?? undefined, keepStoredId });
  const byField = issuesByField(issues);
  const derived = keepStoredId || Object.keys(derivedFromId(v, today)).length > 0;
  const readOnly = new Set<string>([
    ...(filed ? [...PERSON_KEY_FIELDS, ...SECOND_POST_FIELDS, 'personStatus', 'idType'] : []),
    ...(derived ? ['birthDate', 'gender'] : []),
    ...(keepStoredId ? ['idType'] : []),
  ]);
  const errors: Record<string, string> = {};
  for (const [field, issue] of Object.entries(serverIssues)) errors[field] = issueText(issue);
  for (const [field, issue] of Object.entries(byField)) if (submitted || touched.has(field)) errors[field] ??= issueText(issue);
  const dirty = JSON.stringify(state) !== JSON.stringify(initial) || idEditing !== !person;

  const forget = (field: string) => setServerIssues((s) => Object.fromEntries(Object.entries(s).filter(([k]) => k !== field)));
  const change = (field: FieldName, value: string | boolean) => {
    setState((s) => {
      const values = { ...s.values, [field]: value };
      return { ...s, values: field === 'idNumber' || field === 'idType' ? { ...values, ...derivedFromId(values, today) } : values };
    });
    setTouched((s) => new Set(s).add(field));
    forget(field);
  };

  const keepStored = () => {
    const { idType, birthDate, gender } = initial.values;
    setState((s) => ({ ...s, values: { ...s.values, idNumber: '', idType, birthDate, gender } }));
    setIdEditing(false);
    forget('idNumber');
  };

  const save = async () => {
    setSubmitted(true);
    setBanner(null);
    if (issues.length) {
      setBanner({ severity: 'error', text: t('form.fixFields', { count: issues.length }) });
      return;
    }
    setBusy(true);
    try {
      const body = toBody(state, keepStoredId);
      const envelope = person ? await updatePerson({ ...body, id: person.id, version: person.version }) : await createPerson(body);
      const outcome = personOutcome<PersonDetail>(envelope);
      if (outcome.kind === 'done') onSaved(outcome.data, !person);
      else if (outcome.kind === 'conflict') setBanner({ severity: 'warning', text: `${t('form.conflict')} ${outcome.message}`, action: 'reload' });
      else {
        const found = outcome.issues.length ? outcome.issues : outcome.field ? [{ field: outcome.field, code: 'SERVER', message: outcome.message, messageEn: outcome.message }] : [];
        setServerIssues(Object.fromEntries(found.map((i) => [formField(i.field), { ...i, field: formField(i.field) }])));
        setBanner(outcome.keyChanges
          ? { severity: 'warning', text: outcome.message, action: 'fileChange', changes: outcome.keyChanges }
          : { severity: 'error', text: outcome.message });
      }
    } catch (e) {
      setBanner({ severity: 'error', text: t('form.saveFailed', { message: (e as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  const idSlot = person && !idEditing ? (
    <TextField
      fullWidth size="small" disabled label={t('field.idNumber')} value={person.idNumber} helperText={t('form.idStored', { masked: person.idNumber })}
      slotProps={{
        htmlInput: { 'data-testid': 'field-idNumber-stored' },
        input: filed ? undefined : {
          endAdornment: <InputAdornment position="end"><Button size="small" onClick={() => setIdEditing(true)}>{t('form.reenterId')}</Button></InputAdornment>,
        },
      }}
    />
  ) : undefined;

  const close = () => (dirty && !busy ? setConfirmDiscard(true) : onClose());

  return (
    <Dialog open onClose={busy ? undefined : close} fullScreen={narrow} maxWidth="lg" fullWidth aria-labelledby="person-form-title" data-testid="person-form">
      <DialogTitle id="person-form-title">{person ? t('form.editTitle', { name: person.name }) : t('form.createTitle')}</DialogTitle>
      <DialogContent dividers>
        {filed && (
          <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => onFileChange(person!, {})} data-testid="open-key-change">{t('action.changeKey')}</Button>}>
            {t('form.keyLocked')}
          </Alert>
        )}
        {banner && (
          <Alert
            severity={banner.severity} sx={{ mb: 2 }} data-testid="person-form-banner"
            action={banner.action === 'fileChange' ? (
              <Button color="inherit" size="small" onClick={() => onFileChange(person!, banner.changes ?? {})}>{t('form.fileChange')}</Button>
            ) : banner.action === 'reload' ? <Button color="inherit" size="small" onClick={onReload}>{t('form.reload')}</Button> : undefined}
          >
            {banner.text}
          </Alert>
        )}
        <PersonFormFields
          values={v} errors={errors} required={requiredFields(v, unitCategory)} readOnly={readOnly} options={options} onChange={change}
          idNumberSlot={idSlot}
          hints={{ ...(filed ? { dualPost: t('form.secondPostByChange') } : {}), ...(derived ? { birthDate: t('form.derived'), gender: t('form.derived') } : {}) }}
        />
        <SubSetEditors
          educations={state.educations} resumes={state.resumes} errors={errors} options={options}
          onEducations={(educations) => setState((s) => ({ ...s, educations }))} onResumes={(resumes) => setState((s) => ({ ...s, resumes }))}
        />
      </DialogContent>
      <DialogActions>
        {idEditing && person && !filed && <Button onClick={keepStored} sx={{ mr: 'auto' }}>{t('form.keepId')}</Button>}
        <Button onClick={close} disabled={busy}>{t('action.close')}</Button>
        <RepeatClickButton variant="contained" onClick={save} disabled={busy} data-testid="person-save">{busy ? t('form.saving') : t('form.save')}</RepeatClickButton>
      </DialogActions>
      <ConfirmDialog open={confirmDiscard} title={t('form.discardTitle')} danger confirmText={t('form.discard')} onClose={() => setConfirmDiscard(false)} onConfirm={onClose}>
        {t('form.discardBody')}
      </ConfirmDialog>
    </Dialog>
  );
}
