import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import type { UnitImportReport } from '@/lib/contracts/unitImport';
import { useState } from 'react';
import { importJobCalls } from '@/lib/client/api/importJob';
import { downloadRejectedUnits, downloadUnitTemplate, importUnits } from '@/lib/client/api/unitImport';
import { message } from '@/lib/client/stores/messages';
import ImportJobProgress from '@/components/ui/ImportJobProgress';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import RowProblemTable from '@/components/ui/RowProblemTable';
import { useImportDryRun } from '@/components/ui/useImportDryRun';

/** The JSON body of an import stays within the server's 4 MB once base64-encoded. */
const MAX_FILE_BYTES = 2.5 * 1024 * 1024;
const JOBS = importJobCalls('UNITS');

/**
 * 导入单位名册: template, a dry run listing every problem by row and column, the refused rows as a file, then the import
 * as a background job with its progress; opened again, the dialog shows the caller's running job or its result.
 */
export default function UnitImportDialog({ onClose }: { onClose(imported: boolean): void }) {
  const t = useTranslations('department.importUnits');
  const en = useLocale().startsWith('en');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  /** The result of a job that ended while the dialog was closed, shown on opening it. */
  const [ended, setEnded] = useState<string | null>(null);
  const { phase, upload, report, failure, checks, busy, clean, choose, commit, job, closable } = useImportDryRun<UnitImportReport>({
    send: importUnits, maxBytes: MAX_FILE_BYTES, problemCount: (r) => r.problems.length, refusal: (problem) => t(problem), job: JOBS,
    onImported: (r, resumed) => {
      const said = t('done', { created: r.created, updated: r.updated, unchanged: r.unchanged });
      if (resumed) return setEnded(said);
      message.success(said);
      onClose(true);
    },
  });
  const problems = report?.problems ?? [];

  return (
    <Dialog open onClose={closable ? () => onClose(ended !== null) : undefined} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="unit-import-title" data-testid="unit-import-dialog">
      <DialogTitle id="unit-import-title">{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('step1')}</Typography>
          <div>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadUnitTemplate().catch((x: Error) => message.error(x.message))} data-testid="unit-import-template">
              {t('download')}
            </Button>
          </div>
          <Typography>{t('step2')}</Typography>
          <div>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {t('choose')}
              <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} data-testid="unit-import-file" />
            </Button>
            {upload && <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>{upload.fileName}</Typography>}
          </div>
          {job ? <ImportJobProgress job={job} testId="unit-import-progress" /> : busy && <LinearProgress />}
          {ended && <Alert severity="success" data-testid="unit-import-ended">{ended}</Alert>}
          {failure && <Alert severity="error" data-testid="unit-import-failure">{failure}</Alert>}
          {report && (
            <Alert severity={clean ? 'success' : 'error'} data-testid="unit-import-summary">
              {t('summary', { rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged, rejected: report.rejected })}
              {' '}
              {clean ? t('clean') : t('problems', { count: problems.length })}
            </Alert>
          )}
          {problems.length > 0 && upload && (
            <>
              <div>
                <Button variant="outlined" startIcon={<DownloadIcon />} data-testid="unit-import-rejected"
                  onClick={() => downloadRejectedUnits(upload).catch((x: Error) => message.error(x.message))}>
                  {t('rejectedDownload')}
                </Button>
              </div>
              <RowProblemTable
                key={checks} testId="unit-import-problems" columnWidth={180} labels={{ row: t('row'), column: t('column'), message: t('message') }}
                problems={problems.map((p) => ({ row: p.row, column: en ? p.columnEn : p.column, message: en ? p.messageEn : p.message }))}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(ended !== null)} disabled={!closable} data-testid="unit-import-close">{t('close')}</Button>
        <RepeatClickButton variant="contained" disabled={!clean || !upload || busy} onClick={commit} data-testid="unit-import-confirm">
          {phase === 'importing' ? t('importing') : t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
