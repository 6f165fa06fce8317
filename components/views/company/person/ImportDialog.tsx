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
import type { Envelope } from '@/lib/contracts/endpoint';
import type { ImportError } from '@/lib/contracts/person';
import { downloadImportTemplate, importPersons, personOutcome } from '@/lib/client/api/person';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import RowProblemTable from '@/components/ui/RowProblemTable';
import { useImportDryRun, type ImportUpload } from '@/components/ui/useImportDryRun';

/** The JSON body of an import stays within the server's 1 MB once base64-encoded. */
const MAX_FILE_BYTES = 700 * 1024;

/** The person import's answer as the import hook reads it: the rows checked or imported, and a refusal's problems. */
interface PersonImportReport {
  rows: number;
  imported: number;
  problems: ImportError[];
}

/**
 * POST /Person/import, answered in the hook's shape: a clean check or the import as a report without problems, a 422
 * listing bad rows as a report of them, anything else (a refusal without rows, a 400's message without its field) as
 * a failure.
 */
async function sendImport(body: ImportUpload & { dryRun: boolean }): Promise<Envelope<PersonImportReport | null>> {
  const envelope = await importPersons(body);
  const outcome = personOutcome<{ rows: number; imported: number }>(envelope);
  if (outcome.kind === 'done') return { code: 200, msg: envelope.msg, data: { ...outcome.data, problems: [] } };
  const errors = outcome.kind === 'refused' ? (outcome.data as { errors?: ImportError[] } | null)?.errors : undefined;
  if (errors?.length) return { code: 422, msg: outcome.message, data: { rows: 0, imported: 0, problems: errors } };
  return { code: outcome.kind === 'refused' ? outcome.code : 409, msg: outcome.message, data: null };
}

/** 导入人员: template, upload, a row-by-row report of every problem; nothing is saved until the whole file is clean. */
export default function ImportDialog({ onClose }: { onClose(imported: number): void }) {
  const t = useTranslations('person.import');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { phase, upload, report, failure, checks, busy, clean, choose, commit } = useImportDryRun<PersonImportReport>({
    send: sendImport, maxBytes: MAX_FILE_BYTES, problemCount: (r) => r.problems.length, refusal: (problem) => t(problem),
    onImported: (r) => {
      message.success(t('done', { count: r.imported }));
      onClose(r.imported);
    },
  });
  const errors = phase === 'checked' ? report?.problems ?? [] : [];
  const template = () => downloadImportTemplate().catch((e: Error) => message.error(e.message));

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
            {upload && <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>{upload.fileName}</Typography>}
          </div>
          {busy && <LinearProgress />}
          {failure && <Alert severity="error" data-testid="import-failure">{failure}</Alert>}
          {clean && upload && <Alert severity="success" data-testid="import-clean">{t('clean', { file: upload.fileName, rows: report!.rows })}</Alert>}
          {errors.length > 0 && (
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
        <RepeatClickButton variant="contained" disabled={!clean || !upload} onClick={commit} data-testid="import-confirm">
          {phase === 'importing' ? t('importing') : t('confirm')}
        </RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
