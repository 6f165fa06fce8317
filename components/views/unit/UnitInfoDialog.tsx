import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { CompanyView } from '@/lib/contracts/unit';
import { useCodeLists } from '@/components/ui/useCodeLists';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import { ESTAB_FIELDS, formErrors, formPath, initialValues, QUOTA_FIELDS, toHeader, UNIT_FIELDS, type FormValues } from './unitInfoForm';

const SELECTS: Record<string, string> = {
  unitCategory: 'unitCategory', instClass: 'instClass', unitRank: 'unitRank', affiliation: 'affiliation', fundingForm: 'fundingForm',
  mainPostType: 'mainPostType',
};
const DATES = new Set(['estabDocDate', 'docDate']);
const OPTIONAL = new Set(['shortName', 'instClass', 'mainPostType', 'legalRep', 'address', 'postcode', 'instQuotaManage', 'instQuotaTech', 'instQuotaWorker']);

interface Props {
  company: CompanyView;
  /** The draft or returned UNIT_INFO filing being edited; a new one when absent. */
  filing?: FilingDetail;
  onClose(): void;
}

/** 单位信息上报: change the unit's key fields and establishment through a UNIT_INFO filing (domain.md §2.5). */
export default function UnitInfoDialog({ company, filing, onClose }: Props) {
  const t = useTranslations('unit');
  const locale = useLocale();
  const { options } = useCodeLists(Object.values(SELECTS));
  const start = initialValues(company, filing?.header);
  const [unit, setUnit] = useState<FormValues>(start.unit);
  const [estab, setEstab] = useState<FormValues>(start.estab);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const header = toHeader(unit, estab);
  const errors = touched ? { ...formErrors(header), ...serverErrors } : serverErrors;
  const total = header.establishment.approvedTotal as number;

  const content = () => {
    setTouched(true);
    setServerErrors({});
    return Object.keys(formErrors(header)).length ? null : { header, lines: [] };
  };
  const onFieldError = useCallback((field: string, msg: string) => {
    const path = formPath(field);
    if (path) setServerErrors({ [path]: msg });
  }, []);

  const field = (group: 'unit' | 'estab', k: string) => {
    const values = group === 'unit' ? unit : estab;
    const set = group === 'unit' ? setUnit : setEstab;
    const list = group === 'unit' ? SELECTS[k] : undefined;
    const error = errors[`${group}.${k}`];
    return (
      <TextField
        key={k} name={k} size="small" fullWidth label={t(`fields.${k}`)} value={values[k] ?? ''} required={!OPTIONAL.has(k)}
        select={Boolean(list)} type={DATES.has(k) ? 'date' : QUOTA_FIELDS.includes(k as never) || /^(inst|leader|internal)/.test(k) ? 'number' : 'text'}
        slotProps={{ inputLabel: DATES.has(k) ? { shrink: true } : undefined, htmlInput: { 'data-testid': `field-${k}` } }}
        error={Boolean(error)} helperText={error}
        onChange={(e) => {
          set({ ...values, [k]: e.target.value });
          setServerErrors({});
        }}
      >
        {list && OPTIONAL.has(k) && <MenuItem value="">{t('form.none')}</MenuItem>}
        {list && options(list).filter((o) => o.selectable || o.code === values[k]).map((o) => (
          <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
        ))}
      </TextField>
    );
  };

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, mb: 3 };
  return (
    <FilingEditorDialog
      filingType="UNIT_INFO" title={t('form.title')} hint={t('form.hint')} filing={filing}
      contact={{ contactName: company.unit.contactName, contactPhone: company.unit.contactPhone }}
      content={content} onFieldError={onFieldError} onClose={onClose}
    >
      <Typography variant="subtitle1" gutterBottom>{t('form.unitSection')}</Typography>
      <Box sx={grid}>{UNIT_FIELDS.map((k) => field('unit', k))}</Box>
      <Typography variant="subtitle1" gutterBottom>{t('form.estabSection')}</Typography>
      <Box sx={{ ...grid, mb: 0 }}>
        <TextField
          size="small" label={t('fields.approvedTotal')} value={total} disabled helperText={errors['estab.approvedTotal'] ?? t('form.sumHint')}
          error={Boolean(errors['estab.approvedTotal'])} slotProps={{ htmlInput: { 'data-testid': 'field-approvedTotal' } }}
        />
        {ESTAB_FIELDS.map((k) => field('estab', k))}
      </Box>
    </FilingEditorDialog>
  );
}
