import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepartmentItem } from '@/lib/contracts/department';
import { saveDepartment } from '@/lib/client/api/department';
import { message } from '@/lib/client/stores/messages';
import { regionCovers } from '@/lib/domain/unitAdmin';
import { useCodeLists } from '@/components/ui/useCodeLists';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import type { UnitTreeData } from './UnitTreePanel';
import { CODE_FIELDS, OPTIONAL_FIELDS, TEXT_FIELDS, emptyForm, formErrors, formOf, toFields, type UnitForm } from './unitForm';

interface Props {
  /** The unit to edit; a new one when absent. */
  unit?: DepartmentItem;
  tree: UnitTreeData;
  onClose(): void;
  onSaved(): void;
}

const CODE_LISTS = [...CODE_FIELDS];

/** 新增/修改单位: every field of domain.md §2.2 the unit table requires, checked as the server checks it. */
export default function UnitFormDialog({ unit, tree, onClose, onSaved }: Props) {
  const t = useTranslations('department');
  const tUnit = useTranslations('unit.fields');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { options } = useCodeLists(CODE_LISTS);
  const [form, setForm] = useState<UnitForm>(() => (unit ? formOf(unit) : emptyForm()));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const errors = touched ? formErrors(form) : {};
  if (serverError?.field) errors[serverError.field] = serverError.message;
  const label = (k: string) => (k === 'regionCode' || k === 'competentDeptId' ? t(`form.${k}`) : tUnit(k));
  // The server's message comes in the caller's language; the form's own rules are written in Chinese.
  const errorText = (k: string) => errors[k] && (serverError?.field === k || locale !== 'en' ? errors[k] : t('form.invalid', { field: label(k) }));
  const set = (patch: Partial<UnitForm>) => {
    setForm({ ...form, ...patch });
    setServerError(null);
  };
  const competents = tree.competents.filter((c) => c.unitStatus === 'NORMAL' && c.id !== unit?.id && (!form.regionCode || regionCovers(c.regionCode, form.regionCode)));

  const submit = async () => {
    setTouched(true);
    if (Object.keys(formErrors(form)).length) return;
    setBusy(true);
    const answer = await saveDepartment({ id: unit?.id, version: unit?.version, unit: toFields(form) }).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('form.saved'));
      onSaved();
    } else if (answer.kind === 'conflict') {
      setServerError({ message: t('form.conflict') });
    } else {
      const field = typeof answer.data.field === 'string' ? answer.data.field.replace(/^unit\./, '') : undefined;
      setServerError({ field, message: answer.message });
    }
  };

  const textField = (k: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={k} size="small" fullWidth label={label(k)} value={form[k]} required={!OPTIONAL_FIELDS.has(k)} select={CODE_FIELDS.has(k)}
      type={k === 'estabDocDate' ? 'date' : 'text'} error={Boolean(errors[k])} helperText={errorText(k)}
      slotProps={{ inputLabel: k === 'estabDocDate' ? { shrink: true } : undefined, htmlInput: { 'data-testid': `unit-${k}` } }}
      onChange={(e) => set({ [k]: e.target.value })}
    >
      {CODE_FIELDS.has(k) && OPTIONAL_FIELDS.has(k) && <MenuItem value="">{t('form.none')}</MenuItem>}
      {CODE_FIELDS.has(k) && options(k).filter((o) => o.selectable || o.code === form[k]).map((o) => (
        <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="unit-form-title">
      <DialogTitle id="unit-form-title">{unit ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
      <DialogContent dividers>
        {serverError && !serverError.field && <Alert severity="error" sx={{ mb: 2 }} data-testid="unit-form-error">{serverError.message}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {TEXT_FIELDS.slice(0, 3).map(textField)}
          <TextField
            select size="small" fullWidth required label={label('regionCode')} value={form.regionCode} error={Boolean(errors.regionCode)}
            helperText={errorText('regionCode')} slotProps={{ htmlInput: { 'data-testid': 'unit-regionCode' } }}
            onChange={(e) => set({ regionCode: e.target.value })}
          >
            {tree.regions.map((r) => (
              <MenuItem key={r.code} value={r.code} sx={{ pl: 2 + (r.level === 'CITY' ? 2 : r.level === 'COUNTY' ? 4 : 0) }}>{r.name}</MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            label={t('form.isCompetentDept')}
            control={<Checkbox checked={form.isCompetentDept} onChange={(e) => set({ isCompetentDept: e.target.checked })} />}
          />
          <TextField
            select size="small" fullWidth required={!form.isCompetentDept} disabled={form.isCompetentDept} label={label('competentDeptId')}
            value={form.isCompetentDept ? '' : form.competentDeptId} error={Boolean(errors.competentDeptId)} helperText={errorText('competentDeptId')}
            slotProps={{ htmlInput: { 'data-testid': 'unit-competentDeptId' } }} onChange={(e) => set({ competentDeptId: e.target.value })}
          >
            {competents.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.unitName}</MenuItem>)}
          </TextField>
          {TEXT_FIELDS.slice(3).map(textField)}
          <TextField size="small" fullWidth label={t('form.companyType')} value={form.companyType} onChange={(e) => set({ companyType: e.target.value })} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={submit} disabled={busy} data-testid="unit-form-save">{tUi('save')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
