import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import type { FilingDetail } from '@/lib/contracts/filing';
import { draftIssue, type IssueDraft, type LineIssue } from './filingActions';

interface Props {
  filing: FilingDetail;
  issues: LineIssue[];
  draft: IssueDraft;
  /** Shown under the draft: set when adding, or submitting, a half-filled draft. */
  error: string | null;
  onChange(next: LineIssue[]): void;
  onDraft(next: IssueDraft): void;
  onError(message: string | null): void;
}

/** The lines a return points at, each with what is wrong with it (domain.md §3.2 T4 lineIssues). */
export default function LineIssuesEditor({ filing, issues, draft, error, onChange, onDraft, onError }: Props) {
  const t = useTranslations('filing');
  const lineName = (n: number) => {
    const line = filing.lines.find((l) => l.lineNo === n);
    const person = line?.personId != null ? filing.linePersons[String(line.personId)] : undefined;
    return t('review.lineOption', { n, name: person?.name ?? '' }).trim();
  };

  const add = () => {
    const found = draftIssue(draft);
    if (found === null || found === 'incomplete') return onError(t('review.issueRequired'));
    if (found === 'tooLong') return onError(t('review.issueTooLong'));
    onChange([...issues, found]);
    onDraft({ lineNo: '', issue: '' });
    onError(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('review.lineIssues')}</Typography>
      {issues.map((i, index) => (
        <Box key={`${i.lineNo}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="line-issue">
          <Typography variant="body2" sx={{ flex: 1 }}>{lineName(i.lineNo)}{t('value.sep')}{i.issue}</Typography>
          <IconButton size="small" aria-label={t('review.remove')} onClick={() => onChange(issues.filter((_, k) => k !== index))}>
            <RemixIcon name="delete-bin-line" />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select size="small" label={t('review.line')} value={draft.lineNo} sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
          onChange={(e) => onDraft({ ...draft, lineNo: Number(e.target.value) })}
        >
          {filing.lines.map((l) => <MenuItem key={l.lineNo} value={l.lineNo}>{lineName(l.lineNo)}</MenuItem>)}
        </TextField>
        <TextField
          size="small" label={t('review.issue')} value={draft.issue} onChange={(e) => onDraft({ ...draft, issue: e.target.value })}
          error={Boolean(error)} helperText={error ?? undefined} sx={{ flex: '1 1 200px' }}
        />
        <Button onClick={add} variant="outlined" sx={{ mt: 0.25 }}>{t('review.add')}</Button>
      </Box>
    </Stack>
  );
}
