import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { createCorrection, useFilingAct, useFilingDelete, type FilingOutcome } from '@/lib/client/api/filing';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { ViewLoadingContext } from '@/components/routing/lazyView';
import { filingEditors } from '@/components/views/filing/editors';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import AcknowledgeDialog from './AcknowledgeDialog';
import { useFilingStatusName } from './filingStatus';
import { isApprove, isDestructive, isReturn, needsReviewDialog, pageActions, type PageAction } from './filingActions';
import ReviewDialog, { type ReviewInput } from './ReviewDialog';

interface Props {
  filing: FilingDetail;
  /**
   * The rules' findings of the last refused action, to show beside the filing (null: the filing's own findings again).
   * The warnings a submission must acknowledge are left out while the acknowledgement lists them.
   */
  onFindings(violations: Violation[] | null): void;
  onDeleted(): void;
}

function look(action: PageAction): Pick<ButtonProps, 'variant' | 'color'> {
  if (isApprove(action)) return { variant: 'contained', color: 'success' };
  if (isReturn(action)) return { variant: 'outlined', color: 'warning' };
  if (action === 'SUBMIT') return { variant: 'contained', color: 'primary' };
  return { variant: 'outlined', color: isDestructive(action) ? 'error' : 'primary' };
}

/**
 * Exactly the actions the server allows the caller now. Each sends the version it read: a 409 reloads the
 * filing and says so, a warning to acknowledge opens the checklist, any other refusal is shown and nothing typed is lost.
 */
export default function FilingActionBar({ filing, onFindings, onDeleted }: Props) {
  const t = useTranslations('filing');
  const act = useFilingAct();
  const remove = useFilingDelete();
  const [open, setOpen] = useState<PageAction | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [warnings, setWarnings] = useState<Violation[] | null>(null);
  const [refused, setRefused] = useState<Violation[]>([]);
  const statusName = useFilingStatusName();
  const [editing, setEditing] = useState(false);
  const [correction, setCorrection] = useState<FilingDetail | null>(null);
  const [drafting, setDrafting] = useState(false);
  const busy = act.isPending || remove.isPending || drafting;
  const actions = pageActions(filing.allowedActions);
  const Editor = filing.allowedActions.includes('EDIT') ? filingEditors[filing.filingType] : undefined;
  const CorrectionEditor = filing.correctable ? filingEditors[filing.filingType] : undefined;
  if (!actions.length && !Editor && !CorrectionEditor) return null;

  /** The correction starts as a draft copy of this filing, opened in the type's form; the draft is then linked from this page. */
  const startCorrection = () => {
    setDrafting(true);
    return createCorrection(filing).then((o) => {
      if (o.kind === 'done') setCorrection(o.data);
      else message.error(t('detail.correctFailed', { msg: o.message }));
    }, (e: Error) => message.error(e.message)).finally(() => setDrafting(false));
  };

  const close = () => {
    setOpen(null);
    setRefusal(undefined);
  };

  /** Common answers: done, conflict; a refusal stays in the review dialog, or is shown once the confirmation closes. */
  const settle = <T,>(action: PageAction, outcome: FilingOutcome<T>) => {
    if (outcome.kind === 'done') {
      message.success(t(`done.${action}`, { status: statusName('APPROVED', filing.filingType) }));
      onFindings(null);
      setWarnings(null);
      close();
      if (action === 'DELETE') onDeleted();
    } else if (outcome.kind === 'conflict') {
      message.warning(t('conflict'));
      onFindings(null);
      setWarnings(null);
      close();
    } else if (outcome.kind === 'needsAcknowledgement') {
      const toAcknowledge = outcome.violations.filter((v) => v.level === 'WARN' && outcome.codes.includes(v.code));
      setRefused(outcome.violations);
      onFindings(outcome.violations.filter((v) => !toAcknowledge.includes(v)));
      setWarnings(toAcknowledge);
      close();
    } else {
      onFindings(outcome.violations);
      if (needsReviewDialog(action)) setRefusal(outcome.message);
      else {
        message.error(t('actionFailed', { msg: outcome.message }));
        setWarnings(null);
        close();
      }
    }
  };
  const failed = (e: Error) => message.error(e.message);
  /** Leaving the acknowledgement unsent puts its warnings back among the findings. */
  const stopAcknowledging = () => {
    setWarnings(null);
    onFindings(refused);
  };

  // Awaited rather than per-call callbacks: a deleted filing's page unmounts this bar before those would run.
  const run = (action: PageAction, extra: Partial<ReviewInput> & { ackWarnings?: string[] } = {}) => {
    const sending = action === 'DELETE'
      ? remove.mutateAsync({ id: filing.id, version: filing.version })
      : act.mutateAsync({ id: filing.id, version: filing.version, action, ackWarnings: [], lineIssues: [], ...extra });
    return sending.then((o: FilingOutcome<unknown>) => settle(action, o), failed);
  };

  return (
    <Paper
      variant="outlined"
      data-testid="filing-actions"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, position: 'sticky', bottom: 0, zIndex: 2 }}
    >
      <Typography variant="subtitle2" sx={{ mr: 'auto' }}>{t('detail.actions')}</Typography>
      {Editor && (
        <Button variant="outlined" disabled={busy} onClick={() => setEditing(true)} data-testid="action-EDIT">{t('editor.edit')}</Button>
      )}
      {CorrectionEditor && (
        <RepeatClickButton variant="outlined" color="warning" disabled={busy} title={t('detail.correctHint')} onClick={startCorrection} data-testid="action-CORRECT">
          {t('detail.correct')}
        </RepeatClickButton>
      )}
      {actions.map((a) => (
        <Button key={a} {...look(a)} disabled={busy} onClick={() => setOpen(a)} data-testid={`action-${a}`}>{t(`action.${a}`)}</Button>
      ))}
      {open && needsReviewDialog(open) && (
        <ReviewDialog filing={filing} action={open} busy={busy} error={refusal} onClose={close} onSubmit={(input) => run(open, input)} />
      )}
      {open && !needsReviewDialog(open) && (
        <ConfirmDialog
          open
          title={t(`action.${open}`)}
          danger={isDestructive(open)}
          busy={busy}
          confirmText={t(`action.${open}`)}
          onConfirm={() => run(open)}
          onClose={close}
        >
          {t(`confirm.${open}`)}
        </ConfirmDialog>
      )}
      {editing && Editor && (
        <ViewLoadingContext value={null}><Editor filing={filing} onClose={() => setEditing(false)} /></ViewLoadingContext>
      )}
      {correction && CorrectionEditor && (
        <ViewLoadingContext value={null}>
          <CorrectionEditor filing={correction} onClose={() => setCorrection(null)} />
        </ViewLoadingContext>
      )}
      {warnings && (
        <AcknowledgeDialog warnings={warnings} filing={filing} busy={busy} onClose={stopAcknowledging} onConfirm={(codes) => run('SUBMIT', { ackWarnings: codes })} />
      )}
    </Paper>
  );
}
