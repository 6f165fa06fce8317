import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import type { CompanyView } from '@/lib/contracts/unit';
import { companyKeys, saveFilingDraft } from '@/lib/client/api/company';
import { actOnFiling, filingKeys, type FilingOutcome } from '@/lib/client/api/filing';
import { message } from '@/lib/client/stores/messages';
import { useCodeLists } from '@/components/ui/useCodeLists';
import AcknowledgeDialog from '@/components/views/check/AcknowledgeDialog';
import { ESTAB_FIELDS, formErrors, formPath, initialValues, QUOTA_FIELDS, toHeader, UNIT_FIELDS, type FormValues } from './unitInfoForm';

const SELECTS: Record<string, string> = {
  unitCategory: 'unitCategory', instClass: 'instClass', unitRank: 'unitRank', affiliation: 'affiliation', fundingForm: 'fundingForm',
  mainPostType: 'mainPostType',
};
const DATES = new Set(['estabDocDate', 'docDate']);
const OPTIONAL = new Set(['shortName', 'instClass', 'mainPostType', 'legalRep', 'address', 'postcode', 'instQuotaManage', 'instQuotaTech', 'instQuotaWorker']);

interface Props {
  company: CompanyView;
  onClose(): void;
}

/** 单位信息上报: change the unit's key fields and establishment through a UNIT_INFO filing (domain.md §2.5). */
export default function UnitInfoDialog({ company, onClose }: Props) {
  const t = useTranslations('unit');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const client = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { options } = useCodeLists(Object.values(SELECTS));
  const start = initialValues(company);
  const [unit, setUnit] = useState<FormValues>(start.unit);
  const [estab, setEstab] = useState<FormValues>(start.estab);
  const [contact, setContact] = useState({ contactName: company.unit.contactName, contactPhone: company.unit.contactPhone, remark: '' });
  const [draft, setDraft] = useState<{ id: number; version: number } | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [findings, setFindings] = useState<Violation[]>([]);
  const [warnings, setWarnings] = useState<Violation[] | null>(null);
  const [busy, setBusy] = useState(false);

  const header = toHeader(unit, estab);
  const errors = touched ? { ...formErrors(header), ...serverErrors } : serverErrors;
  const total = header.establishment.approvedTotal as number;

  const refused = (o: FilingOutcome<unknown>) => {
    if (o.kind === 'refused') {
      const path = formPath(o.field);
      if (path) setServerErrors({ [path]: o.message });
      setFindings(o.violations);
      message.error(o.message);
    }
    if (o.kind === 'conflict') {
      message.warning(t('form.conflict'));
      void client.invalidateQueries({ queryKey: companyKeys.all });
      onClose();
    }
  };

  async function save(): Promise<FilingDetail | null> {
    setTouched(true);
    setServerErrors({});
    if (Object.keys(formErrors(header)).length) {
      message.error(t('form.fixErrors'));
      return null;
    }
    const body = { ...contact, remark: contact.remark || undefined, header, lines: [] };
    const outcome = await saveFilingDraft(draft ? { id: draft.id, version: draft.version, ...body } : { filingType: 'UNIT_INFO', ...body });
    if (outcome.kind !== 'done') {
      refused(outcome);
      return null;
    }
    setDraft({ id: outcome.data.id, version: outcome.data.version });
    setFindings(outcome.data.violations);
    void client.invalidateQueries({ queryKey: filingKeys.lists() });
    return outcome.data;
  }

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  const saveDraft = () => run(async () => {
    if (await save()) message.success(t('form.saved'));
  });

  async function submit(saved: { id: number; version: number }, ackWarnings: string[]) {
    const outcome = await actOnFiling({ id: saved.id, version: saved.version, action: 'SUBMIT', ackWarnings, lineIssues: [] });
    if (outcome.kind === 'needsAcknowledgement') return setWarnings(outcome.violations.filter((v) => v.level === 'WARN'));
    if (outcome.kind !== 'done') return refused(outcome);
    message.success(t('form.submitted'));
    void client.invalidateQueries({ queryKey: companyKeys.all });
    void client.invalidateQueries({ queryKey: filingKeys.lists() });
    onClose();
  }

  const saveAndSubmit = () => run(async () => {
    const saved = await save();
    if (saved) await submit(saved, []);
  });

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
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth fullScreen={fullScreen} aria-labelledby="unit-info-title">
      <DialogTitle id="unit-info-title">{t('form.title')}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 2 }}>{t('form.hint')}</Alert>
        {findings.length > 0 && (
          <Alert severity={findings.some((f) => f.level === 'ERROR') ? 'error' : 'warning'} sx={{ mb: 2 }} data-testid="unit-findings">
            {findings.map((f) => <div key={`${f.code}${f.field}`}>{f.code}：{f.message}</div>)}
          </Alert>
        )}
        <Typography variant="subtitle1" gutterBottom>{t('form.unitSection')}</Typography>
        <Box sx={grid}>{UNIT_FIELDS.map((k) => field('unit', k))}</Box>
        <Typography variant="subtitle1" gutterBottom>{t('form.estabSection')}</Typography>
        <Box sx={grid}>
          <TextField
            size="small" label={t('fields.approvedTotal')} value={total} disabled helperText={errors['estab.approvedTotal'] ?? t('form.sumHint')}
            error={Boolean(errors['estab.approvedTotal'])} slotProps={{ htmlInput: { 'data-testid': 'field-approvedTotal' } }}
          />
          {ESTAB_FIELDS.map((k) => field('estab', k))}
        </Box>
        <Typography variant="subtitle1" gutterBottom>{t('form.filingSection')}</Typography>
        <Box sx={{ ...grid, mb: 0 }}>
          {(['contactName', 'contactPhone', 'remark'] as const).map((k) => (
            <TextField
              key={k} size="small" label={t(`form.${k}`)} value={contact[k]} required={k !== 'remark'}
              onChange={(e) => setContact({ ...contact, [k]: e.target.value })}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <Button onClick={saveDraft} disabled={busy} data-testid="unit-info-save">{t('form.saveDraft')}</Button>
        <Button onClick={saveAndSubmit} disabled={busy} variant="contained" data-testid="unit-info-submit">{t('form.submit')}</Button>
      </DialogActions>
      {warnings && draft && (
        <AcknowledgeDialog
          warnings={warnings} busy={busy}
          onClose={() => setWarnings(null)}
          onConfirm={(codes) => run(async () => {
            setWarnings(null);
            await submit(draft, codes);
          })}
        />
      )}
    </Dialog>
  );
}
