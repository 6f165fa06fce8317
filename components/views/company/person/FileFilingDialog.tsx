import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { actOnFiling, deleteFiling, outcomeOf } from '@/lib/client/api/filing';
import { createPersonInfoFiling } from '@/lib/client/api/person';
import { message } from '@/lib/client/stores/messages';
import AttachmentPanel from '@/components/views/check/AttachmentPanel';
import { useFilingStatusName } from '@/components/views/check/filingStatus';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import { contactErrors } from '@/components/views/filing/contact';
import FilingFindings from './FilingFindings';

export interface FilingLine {
  personId: number;
  payload: { op: 'NEW' | 'CHANGE'; changes?: Record<string, string | null>; reason?: string };
}

interface Props {
  title: string;
  intro: ReactNode;
  lines: FilingLine[];
  contact: { name: string; phone: string };
  /** Called with true once the filing was submitted. */
  onClose(submitted: boolean): void;
}

type Step = 'form' | 'findings' | 'done';

const CONTACT_FIELDS = ['contactName', 'contactPhone'];

/**
 * Files persons as a 人员信息上报 (PERSON_INFO): a draft filing is created and the rules run on it; errors block,
 * warnings are acknowledged one by one, then it is submitted. Closed before submitting, the draft goes away.
 */
export default function FileFilingDialog({ title, intro, lines, contact, onClose }: Props) {
  const t = useTranslations('person.file');
  const tContact = useTranslations('filing.editor.errors');
  const statusName = useFilingStatusName();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [step, setStep] = useState<Step>('form');
  const [contactName, setContactName] = useState(contact.name);
  const [contactPhone, setContactPhone] = useState(contact.phone);
  const [reason, setReason] = useState('');
  const [filing, setFiling] = useState<FilingDetail | null>(null);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [acks, setAcks] = useState<string[]>([]);
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const contactFound = contactErrors({ contactName, contactPhone, remark: '' });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError({ text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const check = () => run(async () => {
    setChecked(true);
    if (Object.keys(contactFound).length) return;
    const envelope = await createPersonInfoFiling({ contactName, contactPhone, header: reason.trim() ? { reason: reason.trim() } : {}, lines });
    const outcome = outcomeOf<FilingDetail>(envelope);
    if (outcome.kind !== 'done') {
      setError({ field: outcome.kind === 'refused' ? outcome.field : undefined, text: outcome.message });
      return;
    }
    setFiling(outcome.data);
    setViolations(outcome.data.violations);
    setStep('findings');
  });

  const submit = () => run(async () => {
    const outcome = await actOnFiling({ id: filing!.id, version: filing!.version, action: 'SUBMIT', ackWarnings: acks, lineIssues: [] });
    if (outcome.kind === 'done') {
      setFiling(outcome.data);
      setStep('done');
      return;
    }
    if (outcome.kind !== 'conflict') setViolations(outcome.violations.length ? outcome.violations : violations);
    setError({ text: outcome.message });
  });

  const close = async () => {
    if (step === 'findings' && filing) {
      const outcome = await deleteFiling({ id: filing.id, version: filing.version }).catch(() => null);
      if (outcome?.kind !== 'done') message.warning(t('draftLeft', { filingNo: filing.filingNo }));
    }
    onClose(step === 'done');
  };

  const blocked = violations.some((v) => v.level === 'ERROR');
  const unacknowledged = violations.some((v) => v.level === 'WARN' && !acks.includes(v.code));
  const fieldError = (field: 'contactName' | 'contactPhone') => {
    const own = checked ? contactFound[field] : undefined;
    return own ? tContact(own) : error?.field === field ? error.text : undefined;
  };

  return (
    <Dialog open onClose={busy ? undefined : close} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="file-title" data-testid="file-dialog">
      <DialogTitle id="file-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {step !== 'done' && intro}
          {step === 'form' && (
            <Grid container columnSpacing={2} rowSpacing={1}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth size="small" required label={t('contactName')} value={contactName} onChange={(e) => setContactName(e.target.value)}
                  error={Boolean(fieldError('contactName'))} helperText={fieldError('contactName') ?? ' '} slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'file-contactName' } }} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth size="small" required label={t('contactPhone')} value={contactPhone} onChange={(e) => setContactPhone(e.target.value)}
                  error={Boolean(fieldError('contactPhone'))} helperText={fieldError('contactPhone') ?? ' '} slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'file-contactPhone' } }} />
              </Grid>
              <Grid size={12}>
                <TextField fullWidth size="small" multiline minRows={2} label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)}
                  helperText=" " slotProps={{ htmlInput: { maxLength: 500 } }} />
              </Grid>
            </Grid>
          )}
          {step === 'findings' && (
            <>
              <Typography variant="subtitle2">{t('findings')}</Typography>
              <FilingFindings violations={violations} filing={filing ?? undefined} acknowledged={acks} onAcknowledge={setAcks} />
              {filing && violations.some((v) => v.field === 'attachments') && (
                <>
                  <Typography variant="body2">{t('attachIntro')}</Typography>
                  <AttachmentPanel filing={filing} />
                </>
              )}
            </>
          )}
          {step === 'done' && filing && (
            <Alert severity="success" data-testid="file-done">
              <Typography sx={{ fontWeight: 600 }}>{t('done', { filingNo: filing.filingNo })}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
                <Typography variant="body2">{t('doneStatus')}</Typography>
                <Chip size="small" color="info" label={statusName(filing.status, filing.filingType)} data-testid="file-status" data-status={filing.status} />
              </Stack>
              <Typography variant="body2">{t('doneHint')}</Typography>
            </Alert>
          )}
          {error && !CONTACT_FIELDS.includes(error.field ?? '') && <Alert severity="error" data-testid="file-error">{error.text}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t('close')}</Button>
        {step === 'form' && (
          <RepeatClickButton variant="contained" onClick={check} disabled={busy} data-testid="file-check">
            {busy ? t('checking') : t('check')}
          </RepeatClickButton>
        )}
        {step === 'findings' && (
          <RepeatClickButton variant="contained" onClick={submit} disabled={busy || blocked || unacknowledged} data-testid="file-submit">
            {busy ? t('submitting') : t('submit')}
          </RepeatClickButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
