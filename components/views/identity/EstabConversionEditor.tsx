import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { levelsOfCategory, type PostCategory } from '@/lib/domain/codes';
import { today } from '@/lib/domain/datetime';
import RemixIcon from '@/components/shell/RemixIcon';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import {
  newRow, payloadOf, reasonError, refusalTarget, rowErrors, rowsOf, type ConversionRow,
} from './conversionForm';
import PersonPicker from './PersonPicker';

const LISTS = ['estabStatus', 'estabType', 'outEmployForm', 'postCategory', 'postLevel'];

/** 编制转换 entry form: the reason, then one card per person converted with what they become and on what basis. */
export default function EstabConversionEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('identity');
  const locale = useLocale();
  const { options, label } = useCodeLists(LISTS);
  const [reason, setReason] = useState(() => String(filing?.header.reason ?? ''));
  const [rows, setRows] = useState<ConversionRow[]>(() => (filing ? rowsOf(filing) : []));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const now = today();

  const setRow = (i: number, patch: Partial<ConversionRow>) => {
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const target = refusalTarget(field);
    if (target) setServerErrors({ [target.row === null ? target.field : `${target.row}.${target.field}`]: message });
  }, []);

  const reasonKey = touched ? reasonError(reason) : undefined;
  const errorOf = (i: number, k: keyof ConversionRow) => {
    const key = touched ? rowErrors(rows[i], now)[k] : undefined;
    return key ? t(`errors.${key}`) : serverErrors[`${i}.${k}`];
  };

  const content = () => {
    setTouched(true);
    if (reasonError(reason) || !rows.length || rows.some((r) => Object.keys(rowErrors(r, now)).length)) return null;
    return {
      year: Number(now.slice(0, 4)),
      header: { reason: reason.trim() },
      lines: rows.map((r) => ({ personId: r.personId, payload: payloadOf(r) })),
    };
  };

  const select = (i: number, k: keyof ConversionRow, list: string, choices: string[] | null, extra: { optional?: boolean } = {}) => (
    <TextField
      select size="small" fullWidth label={t(`field.${k}`)} value={rows[i][k] as string} required={!extra.optional}
      error={Boolean(errorOf(i, k))} helperText={errorOf(i, k)}
      onChange={(e) => setRow(i, k === 'toCategory' ? { toCategory: e.target.value, toLevel: '' } : { [k]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `line-${i}-${k}` } }}
    >
      {extra.optional && <MenuItem value="">{t('field.unchanged')}</MenuItem>}
      {options(list).filter((o) => (o.selectable || o.code === rows[i][k]) && (!choices || choices.includes(o.code))).map((o) => (
        <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
      ))}
    </TextField>
  );

  const before = (r: ConversionRow) => [
    label('estabStatus', r.person.estabStatus), r.person.estabType && label('estabType', r.person.estabType),
    r.person.postLevel ? label('postLevel', r.person.postLevel) : r.person.postCategory && label('postCategory', r.person.postCategory),
  ].filter(Boolean).join(' · ');

  return (
    <FilingEditorDialog
      filingType="ESTAB_CONVERSION" title={t('editor.title')} hint={t('editor.hint')} filing={filing}
      content={content} onFieldError={onFieldError} onClose={onClose}
    >
      <TextField
        fullWidth size="small" multiline minRows={2} maxRows={5} required label={t('field.reason')} value={reason}
        error={Boolean(reasonKey ?? serverErrors.reason)} helperText={reasonKey ? t(`errors.${reasonKey}`) : serverErrors.reason}
        onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'field-reason' } }}
      />
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection', { n: rows.length })}</Typography>
      <PersonPicker
        taken={rows.map((r) => r.personId)} filingId={filing?.id}
        onPick={(p) => setRows((all) => [...all, newRow(p.id, p)])}
      />
      {touched && !rows.length && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {rows.map((r, i) => (
          <Paper key={r.personId} variant="outlined" sx={{ p: 1.5 }} data-testid={`conversion-line-${i}`}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {i + 1}. {r.person.name} <Typography component="span" variant="caption" color="text.secondary">{r.person.idNumber}</Typography>
                <Typography component="div" variant="caption" color="text.secondary">{t('editor.before', { value: before(r) })}</Typography>
              </Typography>
              <Tooltip title={t('editor.remove')}>
                <IconButton size="small" aria-label={t('editor.remove')} onClick={() => setRows((all) => all.filter((_, n) => n !== i))} data-testid={`line-${i}-remove`}>
                  <RemixIcon name="delete-bin-line" size={18} />
                </IconButton>
              </Tooltip>
            </Stack>
            {serverErrors[`${i}.personId`] && <Alert severity="error" sx={{ mb: 1 }}>{serverErrors[`${i}.personId`]}</Alert>}
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              {select(i, 'toEstabStatus', 'estabStatus', null)}
              {r.toEstabStatus === 'IN' ? select(i, 'toEstabType', 'estabType', null) : select(i, 'toOutEmployForm', 'outEmployForm', null)}
              {select(i, 'toCategory', 'postCategory', null, { optional: true })}
              {r.toCategory && select(i, 'toLevel', 'postLevel', levelsOfCategory(r.toCategory as PostCategory))}
              <TextField
                size="small" fullWidth required label={t('field.basisDoc')} value={r.basisDoc}
                error={Boolean(errorOf(i, 'basisDoc'))} helperText={errorOf(i, 'basisDoc')}
                onChange={(e) => setRow(i, { basisDoc: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `line-${i}-basisDoc`, maxLength: 100 } }}
              />
              <TextField
                size="small" fullWidth required type="date" label={t('field.effectiveDate')} value={r.effectiveDate}
                error={Boolean(errorOf(i, 'effectiveDate'))} helperText={errorOf(i, 'effectiveDate')}
                onChange={(e) => setRow(i, { effectiveDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `line-${i}-effectiveDate`, max: now } }}
              />
            </Box>
          </Paper>
        ))}
      </Stack>
    </FilingEditorDialog>
  );
}
