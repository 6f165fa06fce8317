import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { latestStartupEnd } from '@/lib/domain/personStatus';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import { headerTextError, refusalTarget } from './jobManageForm';
import LineCard from './LineCard';
import { changesFrom, newStatusRow, statusPayload, statusRowErrors, statusRowsOf, type StatusRow } from './personStatusForm';
import UnitPersonPicker from './UnitPersonPicker';

/** 人员状态变动 entry form: one card per person, with the change, its dates and reason (domain.md §3.5 状态出入). */
export default function PersonStatusEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('jobManage');
  const { label } = useCodeLists(['personStatus']);
  const [note, setNote] = useState(() => String(filing?.header.note ?? ''));
  const [rows, setRows] = useState<StatusRow[]>(() => (filing ? statusRowsOf(filing) : []));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const setRow = (i: number, patch: Partial<StatusRow>) => {
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const target = refusalTarget(field);
    if (target) setServerErrors({ [target.row === null ? target.field : `${target.row}.${target.field}`]: message });
  }, []);
  const errorOf = (i: number, k: string) => {
    const key = touched ? statusRowErrors(rows[i])[k] : undefined;
    const latest = rows[i].startDate ? latestStartupEnd(rows[i].startDate) : '';
    return key ? t(`errors.${key}`, { date: latest }) : serverErrors[`${i}.${k}`];
  };

  const noteError = headerTextError(note);

  const content = () => {
    setTouched(true);
    if (noteError || !rows.length || rows.some((r) => Object.keys(statusRowErrors(r)).length)) return null;
    return { header: { note: note.trim() || null }, lines: rows.map((r) => ({ personId: r.personId, payload: statusPayload(r) })) };
  };

  return (
    <FilingEditorDialog
      filingType="PERSON_STATUS" title={t('status.editorTitle')} hint={t('status.editorHint')} filing={filing}
      content={content} onFieldError={onFieldError} onClose={onClose}
    >
      <TextField
        fullWidth size="small" multiline minRows={2} maxRows={5} label={t('status.note')} value={note}
        error={Boolean(noteError || serverErrors.note)} helperText={noteError ? t(`errors.${noteError}`) : serverErrors.note}
        onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'field-note' } }}
      />
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection', { n: rows.length })}</Typography>
      <UnitPersonPicker
        taken={rows.map((r) => r.personId)} filingId={filing?.id}
        onPick={(p) => setRows((all) => [...all, newStatusRow(p.id, { name: p.name, idNumber: p.idNumber, personStatus: p.personStatus })])}
      />
      {touched && !rows.length && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {rows.map((r, i) => (
          <LineCard
            key={r.personId} index={i} name={r.person.name} idNumber={r.person.idNumber} testId={`status-line-${i}`}
            caption={r.person.personStatus ? t('status.current', { status: label('personStatus', r.person.personStatus) }) : undefined}
            removeLabel={t('editor.remove')} onRemove={() => setRows((all) => all.filter((_, n) => n !== i))} personError={serverErrors[`${i}.personId`]}
          >
            <TextField
              select size="small" fullWidth required label={t('field.change')} value={r.change}
              error={Boolean(errorOf(i, 'change'))} helperText={errorOf(i, 'change')}
              onChange={(e) => setRow(i, { change: e.target.value as StatusRow['change'] })} slotProps={{ htmlInput: { 'data-testid': `line-${i}-change` } }}
            >
              {changesFrom(r.person.personStatus).map((c) => <MenuItem key={c} value={c}>{t(`option.change.${c}`)}</MenuItem>)}
            </TextField>
            <TextField
              size="small" fullWidth required type="date" label={t('field.startDate')} value={r.startDate}
              error={Boolean(errorOf(i, 'startDate'))} helperText={errorOf(i, 'startDate')} onChange={(e) => setRow(i, { startDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `line-${i}-startDate` } }}
            />
            <TextField
              size="small" fullWidth required={r.change === 'OFF_POST_STARTUP'} type="date" label={t('field.endDate')} value={r.endDate}
              error={Boolean(errorOf(i, 'endDate'))} helperText={errorOf(i, 'endDate')} onChange={(e) => setRow(i, { endDate: e.target.value })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': `line-${i}-endDate`, min: r.startDate || undefined, max: r.change === 'OFF_POST_STARTUP' && r.startDate ? latestStartupEnd(r.startDate) : undefined },
              }}
            />
            <TextField
              size="small" fullWidth required multiline maxRows={4} label={t('field.reason')} value={r.reason}
              error={Boolean(errorOf(i, 'reason'))} helperText={errorOf(i, 'reason')} onChange={(e) => setRow(i, { reason: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': `line-${i}-reason`, maxLength: 500 } }}
            />
          </LineCard>
        ))}
      </Stack>
    </FilingEditorDialog>
  );
}
