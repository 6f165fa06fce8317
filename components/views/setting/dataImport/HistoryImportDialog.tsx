import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { HISTORY_IMPORT_MAX_BODY, type HistoryImportReport } from '@/lib/contracts/historyImport';
import { downloadHistoryTemplate, downloadRejectedHistory, importHistory } from '@/lib/client/api/historyImport';
import { importJobCalls } from '@/lib/client/api/importJob';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import RowProblemTable from '@/components/ui/RowProblemTable';
import { useImportDryRun } from '@/components/ui/useImportDryRun';
import ImportJobProgress from '@/components/ui/ImportJobProgress';

/** The file whose base64 fits the server's body limit (base64 is 4/3 of the bytes). */
const MAX_FILE_BYTES = Math.floor((HISTORY_IMPORT_MAX_BODY - 8192) * 0.74);
/** Matched persons named in the dialog; the count covers them all. */
const NAMED_MATCHES = 20;
const JOBS = importJobCalls('HISTORY');

/**
 * 导入人员历史数据: template, a dry run listing every problem by sheet, row and column with the counts of each sheet and
 * the persons already on record, the refused rows as a file, the 超编/超岗 the import brings about (to be acknowledged
 * before the import, not refused), then the import (all or nothing) as a background job with its progress, which
 * goes on when the dialog or the page is closed: opened again, the dialog shows the job running or its result.
 */
export default function HistoryImportDialog({ onClose }: { onClose(imported: boolean): void }) {
  const t = useTranslations('setting.historyImport');
  const en = useLocale().startsWith('en');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  /** The result of a job that ended while the dialog was closed, shown on opening it. */
  const [ended, setEnded] = useState<string | null>(null);
  const { phase, upload, report, failure, checks, busy, clean, choose, commit, job, closable } = useImportDryRun<HistoryImportReport>({
    send: importHistory, maxBytes: MAX_FILE_BYTES, problemCount: (r) => r.problemCount, job: JOBS,
    refusal: (problem) => t(problem, { mb: Math.floor(MAX_FILE_BYTES / 1024 / 1024) }),
    onImported: (r, resumed) => {
      const persons = r.sheets.find((s) => s.sheet === 'persons')?.created ?? 0;
      const records = r.sheets.filter((s) => s.sheet !== 'persons').reduce((n, s) => n + s.created, 0);
      const said = r.batchId === null ? t('nothing') : t('done', { persons, records });
      if (resumed) return setEnded(said);
      if (r.batchId === null) message.info(said);
      else message.success(said);
      onClose(r.batchId !== null);
    },
  });
  /** The check whose warnings were acknowledged: a new check asks again. */
  const [acknowledged, setAcknowledged] = useState(-1);

  const problems = report?.problems ?? [];
  const matchedCount = report?.sheets.find((s) => s.sheet === 'persons')?.unchanged ?? 0;
  const warned = (report?.warningCount ?? 0) > 0;
  const ready = clean && (!warned || acknowledged === checks);

  return (
    <Dialog open onClose={closable ? () => onClose(ended !== null) : undefined} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="history-import-title" data-testid="history-import-dialog">
      <DialogTitle id="history-import-title">{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('step1')}</Typography>
          <div>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadHistoryTemplate().catch((x: Error) => message.error(x.message))} data-testid="history-import-template">
              {t('download')}
            </Button>
          </div>
          <Typography>{t('step2')}</Typography>
          <div>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {t('choose')}
              <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} data-testid="history-import-file" />
            </Button>
            {upload && <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>{upload.fileName}</Typography>}
          </div>
          {job ? <ImportJobProgress job={job} testId="history-import-progress" /> : busy && <LinearProgress />}
          {ended && <Alert severity="success" data-testid="history-import-ended">{ended}</Alert>}
          {failure && <Alert severity="error" data-testid="history-import-failure">{failure}</Alert>}
          {report && (
            <>
              <Alert severity={clean ? 'success' : 'error'} data-testid="history-import-summary">
                {t('summary', { rows: report.rows, rejected: report.rejected })}
                {' '}
                {clean ? t('clean') : t('problems', { count: report.problemCount })}
              </Alert>
              <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" data-testid="history-import-sheets">
                  <TableHead>
                    <TableRow>
                      {(['sheet', 'rows', 'created', 'unchanged', 'rejected'] as const).map((k) => (
                        <TableCell key={k} align={k === 'sheet' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>{t(k)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.sheets.map((s) => (
                      <TableRow key={s.sheet}>
                        <TableCell>{en ? s.sheetNameEn : s.sheetName}</TableCell>
                        <TableCell align="right">{s.rows}</TableCell>
                        <TableCell align="right">{s.created}</TableCell>
                        <TableCell align="right">{s.unchanged}</TableCell>
                        <TableCell align="right" sx={s.rejected ? { color: 'error.main', fontWeight: 600 } : undefined}>{s.rejected}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {warned && (
                <Alert severity="warning" data-testid="history-import-warnings">
                  {t('warnings', { count: report.warningCount })}
                  <Box component="ul" sx={{ my: 1, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
                    {report.warnings.map((w) => <li key={`${w.unitId}|${w.kind}|${w.code}`}>{en ? w.messageEn : w.message}</li>)}
                  </Box>
                  {report.warningCount > report.warnings.length && <Box sx={{ mb: 1 }}>{t('moreWarnings', { shown: report.warnings.length })}</Box>}
                  <FormControlLabel
                    control={<Checkbox size="small" checked={acknowledged === checks} onChange={(e) => setAcknowledged(e.target.checked ? checks : -1)} data-testid="history-import-acknowledge" />}
                    label={t('acknowledge')}
                  />
                </Alert>
              )}
              {report.matched.length > 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="history-import-matched">
                  {t('matched')}
                  {' '}
                  {report.matched.slice(0, NAMED_MATCHES).map((m) => t('matchedItem', m)).join(en ? '; ' : '；')}
                  {matchedCount > NAMED_MATCHES && ` ${t('matchedMore', { count: matchedCount })}`}
                </Typography>
              )}
            </>
          )}
          {problems.length > 0 && upload && (
            <>
              <div>
                <Button variant="outlined" startIcon={<DownloadIcon />} data-testid="history-import-rejected"
                  onClick={() => downloadRejectedHistory(upload).catch((x: Error) => message.error(x.message))}>
                  {t('rejectedDownload')}
                </Button>
              </div>
              {report!.problemCount > problems.length && <Typography variant="body2" color="text.secondary">{t('moreProblems', { shown: problems.length })}</Typography>}
              <RowProblemTable
                key={checks} testId="history-import-problems" columnWidth={220} labels={{ row: t('row'), column: t('column'), message: t('message') }}
                problems={problems.map((p) => ({
                  row: p.row, column: en ? `${p.sheetNameEn} · ${p.columnEn}` : `${p.sheetName} · ${p.column}`, message: en ? p.messageEn : p.message,
                }))}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(ended !== null)} disabled={!closable} data-testid="history-import-close">{t('close')}</Button>
        <RepeatClickButton variant="contained" disabled={!ready || !upload || busy} onClick={commit} data-testid="history-import-confirm">
          {phase === 'importing' ? t('importing') : t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
