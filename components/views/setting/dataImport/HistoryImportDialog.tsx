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
import { useState, type ChangeEvent } from 'react';
import { HISTORY_IMPORT_MAX_BODY, type HistoryImportReport } from '@/lib/contracts/historyImport';
import { fileToBase64 } from '@/lib/client/api/fileUpload';
import { xlsxPickProblem } from '@/lib/domain/xlsxUpload';
import { downloadHistoryTemplate, downloadRejectedHistory, importHistory } from '@/lib/client/api/historyImport';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import RowProblemTable from '@/components/ui/RowProblemTable';

/** The file whose base64 fits the server's body limit (base64 is 4/3 of the bytes). */
const MAX_FILE_BYTES = Math.floor((HISTORY_IMPORT_MAX_BODY - 8192) * 0.74);
/** Matched persons named in the dialog; the count covers them all. */
const NAMED_MATCHES = 20;

type Phase = 'idle' | 'checking' | 'checked' | 'importing';
type Upload = { fileName: string; content: string };

/**
 * 导入人员历史数据: template, a dry run listing every problem by sheet, row and column with the counts of each sheet and
 * the persons already on record, the refused rows as a file, then the import (all or nothing).
 */
export default function HistoryImportDialog({ onClose }: { onClose(imported: boolean): void }) {
  const t = useTranslations('setting.historyImport');
  const en = useLocale().startsWith('en');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [phase, setPhase] = useState<Phase>('idle');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [report, setReport] = useState<HistoryImportReport | null>(null);
  const [failure, setFailure] = useState('');
  /** Counts the checks answered: each one's problems start on their first page. */
  const [checks, setChecks] = useState(0);

  const send = async (u: Upload, dryRun: boolean) => {
    setFailure('');
    setPhase(dryRun ? 'checking' : 'importing');
    try {
      const envelope = await importHistory({ ...u, dryRun });
      const answered = envelope.data as HistoryImportReport | null;
      if (envelope.code === 200 && !dryRun) {
        const persons = answered!.sheets.find((s) => s.sheet === 'persons')?.created ?? 0;
        const records = answered!.sheets.filter((s) => s.sheet !== 'persons').reduce((n, s) => n + s.created, 0);
        if (answered!.batchId === null) message.info(t('nothing'));
        else message.success(t('done', { persons, records }));
        onClose(answered!.batchId !== null);
        return;
      }
      if ((envelope.code === 200 || envelope.code === 422) && answered && Array.isArray(answered.problems)) {
        setReport(answered);
        setChecks((n) => n + 1);
        setPhase('checked');
        return;
      }
      setReport(null);
      setFailure(envelope.msg);
      setPhase('idle');
    } catch (e) {
      setFailure((e as Error).message);
      setPhase('idle');
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setReport(null);
    const problem = xlsxPickProblem(chosen, MAX_FILE_BYTES);
    if (problem) return setFailure(t(problem, { mb: Math.floor(MAX_FILE_BYTES / 1024 / 1024) }));
    try {
      const u = { fileName: chosen.name, content: await fileToBase64(chosen) };
      setUpload(u);
      await send(u, true);
    } catch {
      setFailure(t('readFailed'));
    }
  };

  const busy = phase === 'checking' || phase === 'importing';
  const problems = report?.problems ?? [];
  const clean = phase === 'checked' && report !== null && report.problemCount === 0;
  const matchedCount = report?.sheets.find((s) => s.sheet === 'persons')?.unchanged ?? 0;

  return (
    <Dialog open onClose={busy ? undefined : () => onClose(false)} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="history-import-title" data-testid="history-import-dialog">
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
          {busy && <LinearProgress />}
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
        <Button onClick={() => onClose(false)} disabled={busy}>{t('close')}</Button>
        <RepeatClickButton variant="contained" disabled={!clean || !upload || busy} onClick={() => send(upload!, false)} data-testid="history-import-confirm">
          {phase === 'importing' ? t('importing') : t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
