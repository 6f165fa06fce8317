import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadJobChangeSheetPdf, getJobChangeSheet, reportKeys } from '@/lib/client/api/report';
import { message } from '@/lib/client/stores/messages';
import JobChangeSheetPaper from './JobChangeSheetPaper';

/** One filing's 岗位聘用变动审核表 on screen, as the paper form, with its PDF for printing and stamping. */
export default function JobChangeSheetView({ filingId }: { filingId: number }) {
  const t = useTranslations('report.jobChangeSheet');
  const tUi = useTranslations('ui');
  const sheet = useQuery({ queryKey: reportKeys.jobChangeSheet(filingId), queryFn: () => getJobChangeSheet(filingId) });
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!sheet.data) return;
    setBusy(true);
    try {
      await downloadJobChangeSheetPdf(filingId, `${t('title')}-${sheet.data.header.filingNo ?? filingId}`);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('title')}{sheet.data?.header.filingNo ? ` · ${sheet.data.header.filingNo}` : ''}
        </Typography>
        {sheet.data && <Chip size="small" color={sheet.data.watermark ? 'warning' : 'success'} label={sheet.data.statusName} />}
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} sx={{ ml: 'auto' }} disabled={!sheet.data || busy} onClick={download}
          data-testid="job-change-sheet-pdf">
          {t('pdf')}
        </Button>
      </Box>
      {sheet.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => sheet.refetch()}>{tUi('retry')}</Button>}>
          {sheet.error.message}
        </Alert>
      )}
      {sheet.isPending && <Skeleton variant="rounded" height={420} aria-label={tUi('loading')} />}
      {sheet.data && (
        <Paper variant="outlined" sx={{ bgcolor: 'grey.100', p: { xs: 1, sm: 2 }, overflowX: 'auto' }}>
          <Box sx={{ boxShadow: 1, width: 'max-content', minWidth: '100%', bgcolor: '#fff' }} data-testid="job-change-sheet">
            <JobChangeSheetPaper sheet={sheet.data} />
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
