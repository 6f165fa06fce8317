import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { today } from '@/lib/domain/datetime';
import { addDays, REDUCE_DAYS_AHEAD } from '@/lib/domain/jobManage';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import { headerTextError, newReduceRow, reducePayload, reduceRowErrors, reduceRowsOf, refusalTarget, type ReduceRow } from './jobManageForm';
import LineCard from './LineCard';
import UnitPersonPicker from './UnitPersonPicker';

const TEXTS = [['docNo', 100], ['destination', 100], ['note', 500]] as const;

/** 减员 entry form: one card per person leaving, with the type, the date and the papers (domain.md §2.5 JY). */
export default function StaffReduceEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('jobManage');
  const locale = useLocale();
  const { options, label } = useCodeLists(['reduceType', 'postLevel', 'postCategory']);
  const [reason, setReason] = useState(() => String(filing?.header.reason ?? ''));
  const [rows, setRows] = useState<ReduceRow[]>(() => (filing ? reduceRowsOf(filing) : []));
  // A correction without lines undoes the whole reduction it corrects (减员撤销).
  const undoesAll = Boolean(filing?.corrects);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const now = today();

  const setRow = (i: number, patch: Partial<ReduceRow>) => {
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const target = refusalTarget(field);
    if (target) setServerErrors({ [target.row === null ? target.field : `${target.row}.${target.field}`]: message });
  }, []);
  const errorOf = (i: number, k: string) => {
    const key = touched ? reduceRowErrors(rows[i], now)[k] : undefined;
    return key ? t(`errors.${key}`, { date: addDays(now, REDUCE_DAYS_AHEAD) }) : serverErrors[`${i}.${k}`];
  };

  const reasonError = headerTextError(reason);

  const content = () => {
    setTouched(true);
    if (reasonError || (!rows.length && !undoesAll) || rows.some((r) => Object.keys(reduceRowErrors(r, now)).length)) return null;
    return { header: { reason: reason.trim() || null }, lines: rows.map((r) => ({ personId: r.personId, payload: reducePayload(r) })) };
  };

  return (
    <FilingEditorDialog
      filingType="STAFF_REDUCE" title={t('reduce.editorTitle')} hint={t('reduce.editorHint')} filing={filing}
      content={content} onFieldError={onFieldError} onClose={onClose}
    >
      <TextField
        fullWidth size="small" multiline minRows={2} maxRows={5} label={t('reduce.reason')} value={reason}
        error={Boolean(reasonError || serverErrors.reason)} helperText={reasonError ? t(`errors.${reasonError}`) : serverErrors.reason}
        onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'field-reason' } }}
      />
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection', { n: rows.length })}</Typography>
      <UnitPersonPicker taken={rows.map((r) => r.personId)} filingId={filing?.id} onPick={(p) => setRows((all) => [...all, newReduceRow(p.id, p)])} />
      {touched && !rows.length && !undoesAll && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {rows.map((r, i) => (
          <LineCard
            key={r.personId} index={i} name={r.person.name} idNumber={r.person.idNumber} testId={`reduce-line-${i}`}
            caption={r.person.postLevel ? label('postLevel', r.person.postLevel) : label('postCategory', r.person.postCategory)}
            removeLabel={t('editor.remove')} onRemove={() => setRows((all) => all.filter((_, n) => n !== i))} personError={serverErrors[`${i}.personId`]}
          >
            <TextField
              select size="small" fullWidth required label={t('field.reduceType')} value={r.reduceType}
              error={Boolean(errorOf(i, 'reduceType'))} helperText={errorOf(i, 'reduceType')}
              onChange={(e) => setRow(i, { reduceType: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `line-${i}-reduceType` } }}
            >
              {options('reduceType').filter((o) => o.selectable || o.code === r.reduceType).map((o) => (
                <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
              ))}
            </TextField>
            <TextField
              size="small" fullWidth required type="date" label={t('field.reduceDate')} value={r.reduceDate}
              error={Boolean(errorOf(i, 'reduceDate'))} helperText={errorOf(i, 'reduceDate')}
              onChange={(e) => setRow(i, { reduceDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `line-${i}-reduceDate`, max: addDays(now, REDUCE_DAYS_AHEAD) } }}
            />
            {TEXTS.map(([k, max]) => (
              <TextField
                key={k} size="small" fullWidth label={t(`field.${k}`)} value={r[k]} error={Boolean(errorOf(i, k))} helperText={errorOf(i, k)}
                onChange={(e) => setRow(i, { [k]: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `line-${i}-${k}`, maxLength: max } }}
              />
            ))}
          </LineCard>
        ))}
      </Stack>
    </FilingEditorDialog>
  );
}
