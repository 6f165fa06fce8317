import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ImportJob } from '@/lib/contracts/importJob';

const percent = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

/** The progress of a running import job: queued, the rows checked of all, then the records written; it goes on without the dialog. */
export default function ImportJobProgress({ job, testId }: { job: ImportJob; testId: string }) {
  const t = useTranslations('setting.importJob');
  const writing = job.phase === 'WRITE';
  const value = writing ? percent(job.rowsWritten, job.writeTotal) : percent(job.rowsChecked, job.rowsTotal);
  const said = job.status === 'QUEUED' ? t('queued')
    : writing ? t('writtenRows', { done: job.rowsWritten }) : t('checkedRows', { done: job.rowsChecked, total: job.rowsTotal });
  return (
    <Box data-testid={testId}>
      <LinearProgress variant={job.status === 'QUEUED' ? 'indeterminate' : 'determinate'} value={value} aria-label={said} />
      <Typography variant="body2" sx={{ mt: 0.75 }} data-testid={`${testId}-text`}>{said}</Typography>
      <Typography variant="caption" color="text.secondary">{t('background')}</Typography>
    </Box>
  );
}
