import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { FilingDetail, FilingType, Violation } from '@/lib/contracts/filing';
import { companyKeys, getCompanyInfo } from '@/lib/client/api/company';
import { message } from '@/lib/client/stores/messages';
import AcknowledgeDialog from '@/components/views/check/AcknowledgeDialog';
import AttachmentPanel from '@/components/views/check/AttachmentPanel';
import FindingList, { findingKey } from '@/components/views/check/FindingList';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { contactErrors, type Contact } from './contact';
import { AcknowledgingContext, besideAcknowledgement } from './editorFindings';
import { useFilingDraft, type FilingBody } from './useFilingDraft';

/** The type's own part of a filing: what its form produces. */
export type FilingContent = Omit<FilingBody, 'contactName' | 'contactPhone' | 'remark'>;

export interface FilingEditorDialogProps {
  filingType: FilingType;
  title: string;
  /** One line above the form saying what the filing does and who reviews it. */
  hint?: string;
  /** The draft or returned filing being edited; a new draft when absent. */
  filing?: FilingDetail;
  /** Contact details for a new filing; by default the unit's own. */
  contact?: Pick<Contact, 'contactName' | 'contactPhone'>;
  /** Builds the type's part from the form, or answers null after marking the form's own errors. */
  content(): FilingContent | null;
  /** The server refused one field of the type's part (a path such as `header.x` or `lines.0.payload.y`). */
  onFieldError?(field: string, message: string): void;
  onClose(): void;
  /** The rules' findings the form shows live beside its fields: the last save's findings leave out those it repeats. */
  liveFindings?: Violation[];
  /** The type's header fields and line table. */
  children: ReactNode;
}

/** The frame every filing form shares: findings, the type's fields, contact, save draft, submit with acknowledgement. */
export default function FilingEditorDialog(props: FilingEditorDialogProps) {
  const { filingType, title, hint, filing, content, onFieldError, onClose, children } = props;
  const t = useTranslations('filing.editor');
  const tUi = useTranslations('ui');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const draft = useFilingDraft(filingType, filing, onClose);
  const company = useQuery({
    queryKey: companyKeys.info(), queryFn: () => getCompanyInfo(), enabled: !filing && !props.contact,
  });
  const initial = filing ?? props.contact ?? company.data?.unit;
  /** What the clerk typed; the rest comes from the filing or the unit, which may load after the dialog opens. */
  const [edited, setEdited] = useState<Partial<Contact>>({});
  const contact: Contact = {
    contactName: initial?.contactName ?? '', contactPhone: initial?.contactPhone ?? '', remark: filing?.remark ?? '', ...edited,
  };
  const [touched, setTouched] = useState(false);

  const { fieldError } = draft;
  useEffect(() => {
    if (fieldError && !fieldError.field.startsWith('contact') && onFieldError) onFieldError(fieldError.field, fieldError.message);
  }, [fieldError, onFieldError]);

  const errors = touched ? contactErrors(contact) : {};
  const serverError = (k: string) => (fieldError?.field === k ? fieldError.message : undefined);
  const errorText = (k: keyof Contact) => (errors[k] ? t(`errors.${errors[k]}`) : serverError(k));

  const body = (): FilingBody | null => {
    setTouched(true);
    const own = content();
    if (!own || Object.keys(contactErrors(contact)).length) {
      message.error(t('fixErrors'));
      return null;
    }
    return { ...own, contactName: contact.contactName.trim(), contactPhone: contact.contactPhone.trim(), remark: contact.remark.trim() || undefined };
  };
  // Save and submit share one guard: one request per click, and neither while the other waits for its answer.
  const sending = useRepeatClickGuard((action: (b: FilingBody) => Promise<void>, b: FilingBody) => action(b));
  const send = (action: (b: FilingBody) => Promise<void>) => () => {
    const b = body();
    if (b) sending.run(action, b);
  };

  const live = new Set((props.liveFindings ?? []).map(findingKey));
  const findings = besideAcknowledgement(draft.findings.filter((f) => !live.has(findingKey(f))), Boolean(draft.warnings));
  const busy = draft.busy || sending.guarded;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth fullScreen={fullScreen} aria-labelledby="filing-editor-title">
      <DialogTitle id="filing-editor-title">{title}</DialogTitle>
      <DialogContent dividers data-testid="filing-editor">
        {hint && <Alert severity="info" sx={{ mb: 2 }}>{hint}</Alert>}
        {findings.length > 0 && (
          <Box sx={{ mb: 2 }}><FindingList violations={findings} filing={draft.saved} testId="filing-editor-findings" /></Box>
        )}
        <AcknowledgingContext.Provider value={Boolean(draft.warnings)}>{children}</AcknowledgingContext.Provider>
        <Box sx={{ mt: 3 }}>
          {draft.saved
            ? <AttachmentPanel filing={draft.saved} />
            : <Alert severity="info" variant="outlined">{t('attachmentsAfterSave')}</Alert>}
        </Box>
        <Typography variant="subtitle1" gutterBottom sx={{ mt: 3 }}>{t('contactSection')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 2fr' } }}>
          {(['contactName', 'contactPhone', 'remark'] as const).map((k) => (
            <TextField
              key={k} size="small" label={t(k)} value={contact[k]} required={k !== 'remark'} multiline={k === 'remark'} maxRows={4}
              error={Boolean(errorText(k))} helperText={errorText(k)}
              slotProps={{ htmlInput: { 'data-testid': `filing-${k}` } }}
              onChange={(e) => setEdited({ ...edited, [k]: e.target.value })}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <Button onClick={send(draft.saveDraft)} disabled={busy} data-testid="filing-save">{t('saveDraft')}</Button>
        <Button onClick={send(draft.saveAndSubmit)} disabled={busy} variant="contained" data-testid="filing-submit">{t('submit')}</Button>
      </DialogActions>
      {draft.warnings && (
        <AcknowledgeDialog
          warnings={draft.warnings} filing={draft.saved} busy={busy} onClose={draft.dismissWarnings} onConfirm={(codes) => draft.acknowledge(codes)}
        />
      )}
    </Dialog>
  );
}
