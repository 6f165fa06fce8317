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
import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import type { ImportError } from '@/lib/contracts/person';
import { downloadImportTemplate, importPersons, personOutcome } from '@/lib/client/api/person';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import RowProblemTable from '@/components/ui/RowProblemTable';
import { fileToBase64 } from '@/lib/client/api/fileUpload';
import { xlsxPickProblem } from '@/lib/domain/xlsxUpload';

/** The JSON body of an import stays within the server's 1 MB once base64-encoded. */
const MAX_FILE_BYTES = 700 * 1024;

type Phase = 'idle' | 'checking' | 'errors' | 'clean' | 'importing';

/** 导入人员: template, upload, a row-by-row report of every problem; nothing is saved until the whole file is clean. */
export default function ImportDialog({ onClose }: { onClose(imported: number): void }) {
  const t = useTranslations('person.import');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [phase, setPhase] = useState<Phase>('idle');
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [rows, setRows] = useState(0);
  const [errors, setErrors] = useState<ImportError[]>([]);
  const [failure, setFailure] = useState('');
  /** Counts the checks answered: each one's problems start on their first page. */
  const [checks, setChecks] = useState(0);

  const send = async (f: { name: string; content: string }, dryRun: boolean) => {
    setFailure('');
    setPhase(dryRun ? 'checking' : 'importing');
    try {
      const outcome = personOutcome<{ rows: number; imported: number }>(await importPersons({ fileName: f.name, content: f.content, dryRun }));
      if (outcome.kind === 'done') {
        if (!dryRun) {
          message.success(t('done', { count: outcome.data.imported }));
          onClose(outcome.data.imported);
          return;
        }
        setRows(outcome.data.rows);
        setPhase('clean');
        return;
      }
      const report = outcome.kind === 'refused' ? (outcome.data as { errors?: ImportError[] } | null)?.errors : undefined;
      setErrors(report ?? []);
      setChecks((n) => n + 1);
      setPhase(report?.length ? 'errors' : 'idle');
      if (!report?.length) setFailure(outcome.message);
    } catch (e) {
      setFailure((e as Error).message);
      setPhase('idle');
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const problem = xlsxPickProblem(chosen, MAX_FILE_BYTES);
    if (problem) return setFailure(t(problem));
    try {
      const f = { name: chosen.name, content: await fileToBase64(chosen) };
      setFile(f);
      await send(f, true);
    } catch {
      setFailure(t('readFailed'));
    }
  };

  const template = () => downloadImportTemplate().catch((e: Error) => message.error(e.message));
  const busy = phase === 'checking' || phase === 'importing';

  return (
    <Dialog open onClose={busy ? undefined : () => onClose(0)} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="import-title" data-testid="import-dialog">
      <DialogTitle id="import-title">{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('step1')}</Typography>
          <div><Button variant="outlined" startIcon={<DownloadIcon />} onClick={template} data-testid="import-template">{t('download')}</Button></div>
          <Typography>{t('step2')}</Typography>
          <div>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {t('choose')}
              <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} data-testid="import-file" />
            </Button>
            {file && <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>{file.name}</Typography>}
          </div>
          {busy && <LinearProgress />}
          {failure && <Alert severity="error" data-testid="import-failure">{failure}</Alert>}
          {phase === 'clean' && file && <Alert severity="success" data-testid="import-clean">{t('clean', { file: file.name, rows })}</Alert>}
          {phase === 'errors' && (
            <>
              <Alert severity="error" data-testid="import-errors">{t('errors', { count: errors.length })}</Alert>
              <RowProblemTable
                key={checks} testId="import-error-table" labels={{ row: t('row'), column: t('column'), message: t('message') }} problems={errors}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(0)} disabled={busy}>{t('close')}</Button>
        <RepeatClickButton variant="contained" disabled={phase !== 'clean' || !file} onClick={() => send(file!, false)} data-testid="import-confirm">
          {phase === 'importing' ? t('importing') : t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
