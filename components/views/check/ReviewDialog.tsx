import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { EXECUTE_DATE_TYPES, type FilingDetail } from '@/lib/contracts/filing';
import { today } from '@/lib/domain/datetime';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import {
  draftIssue, isFinalApproval, isReturn, MIN_RETURN_OPINION, opinionProblem, type IssueDraft, type LineIssue, type PageAction,
} from './filingActions';
import LineIssuesEditor from './LineIssuesEditor';

export interface ReviewInput {
  opinion?: string;
  approvalDocNo?: string;
  /** 执行日期 of a post setting or unit information (domain.md §3.5); none: the approval day. */
  executeDate?: string;
  lineIssues: LineIssue[];
}

interface Props {
  filing: FilingDetail;
  action: PageAction;
  busy: boolean;
  /** The server's refusal, shown above the form; what was typed stays. */
  error?: string;
  /** Return the request's promise: the dialog then sends once until its answer (spec §5 repeat-click guard). */
  onSubmit(input: ReviewInput): unknown;
  onClose(): void;
}

/** Approve (opinion optional, 同意 by default) or return (opinion of at least 5 characters, issues by line). */
export default function ReviewDialog({ filing, action, busy, error, onSubmit, onClose }: Props) {
  const t = useTranslations('filing');
  const tUi = useTranslations('ui');
  const returning = isReturn(action);
  const [opinion, setOpinion] = useState('');
  const [docNo, setDocNo] = useState('');
  const [executeDate, setExecuteDate] = useState('');
  const final = isFinalApproval(action, filing.route);
  const dated = final && EXECUTE_DATE_TYPES.includes(filing.filingType);
  const earliest = today();
  const executeProblem = dated && executeDate !== '' && executeDate < earliest;
  const [issues, setIssues] = useState<LineIssue[]>([]);
  const [draft, setDraft] = useState<IssueDraft>({ lineNo: '', issue: '' });
  const [issueError, setIssueError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = opinionProblem(action, opinion);
  const shown = touched ? problem : null;
  const sending = useRepeatClickGuard((input: ReviewInput) => onSubmit(input));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    // An issue typed but not added still goes with the return; a half-filled one is pointed out instead.
    const pending = returning ? draftIssue(draft) : null;
    if (pending === 'incomplete' || pending === 'tooLong') setIssueError(t(pending === 'tooLong' ? 'review.issueTooLong' : 'review.issueRequired'));
    if (problem || executeProblem || typeof pending === 'string') return;
    sending.run({
      opinion: opinion.trim() || undefined, approvalDocNo: docNo.trim() || undefined, executeDate: (dated && executeDate) || undefined,
      lineIssues: pending ? [...issues, pending] : issues,
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="review-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="review-title">{t(returning ? 'review.returnTitle' : 'review.approveTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error" data-testid="review-error">{error}</Alert>}
            <TextField
              label={t('review.opinion')}
              value={opinion}
              onChange={(e) => setOpinion(e.target.value)}
              onBlur={() => opinion && setTouched(true)}
              required={returning}
              multiline
              minRows={3}
              autoFocus
              placeholder={returning ? undefined : t('review.approveHint')}
              error={Boolean(shown)}
              helperText={
                shown === 'required' ? t('review.opinionRequired')
                  : shown === 'tooShort' ? t('review.opinionTooShort', { min: MIN_RETURN_OPINION })
                    : returning ? t('review.returnHint', { min: MIN_RETURN_OPINION }) : t('review.approveHint')
              }
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'review-opinion' } }}
            />
            {final && (
              <TextField
                label={t('review.approvalDocNo')}
                value={docNo}
                onChange={(e) => setDocNo(e.target.value)}
                helperText={t('review.approvalDocNoHint')}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            )}
            {dated && (
              <TextField
                type="date"
                label={t('review.executeDate')}
                value={executeDate}
                onChange={(e) => setExecuteDate(e.target.value)}
                error={executeProblem}
                helperText={executeProblem ? t('review.executeDateTooEarly') : t('review.executeDateHint')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, 'data-testid': 'review-execute-date' } }}
              />
            )}
            {returning && filing.lines.length > 0 && (
              <LineIssuesEditor
                filing={filing} issues={issues} draft={draft} error={issueError}
                onChange={setIssues} onDraft={setDraft} onError={setIssueError}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
          <Button type="submit" variant="contained" color={returning ? 'warning' : 'success'} disabled={busy || sending.guarded} data-testid="review-confirm">
            {t(`action.${action}`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
