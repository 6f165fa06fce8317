import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import type { PostPlanContext } from '@/lib/contracts/postSetting';
import { today } from '@/lib/domain/datetime';
import { getPostPlanContext, postPlanKeys } from '@/lib/client/api/postPlan';
import { message } from '@/lib/client/stores/messages';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import EditorFindingList from '@/components/views/filing/EditorFindingList';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import PlanCountsTable from './PlanCountsTable';
import PlanSummaryBar from './PlanSummaryBar';
import {
  contentOf, fieldOfRefusal, formErrors, formLevels, initialValues, liveFindings, planLinesOf, type PostSettingValues,
} from './postSettingForm';

/** 岗位设置审批备案 entry form, once the unit's current plan and holders (its starting point) have loaded. */
export default function PostSettingEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('jobplanrecord');
  const { data, isError } = useQuery({ queryKey: postPlanKeys.current(), queryFn: () => getPostPlanContext() });
  useEffect(() => {
    if (!isError) return;
    message.error(t('page.planFailed'));
    onClose();
  }, [isError, onClose, t]);
  return data ? <PostSettingForm context={data} filing={filing} onClose={onClose} /> : null;
}

function PostSettingForm({ context, filing, onClose }: FilingEditorProps & { context: PostPlanContext }) {
  const t = useTranslations('jobplanrecord');
  const locale = useLocale();
  const levels = useMemo(() => formLevels(context, filing), [context, filing]);
  const [values, setValues] = useState<PostSettingValues>(() => initialValues(context, filing));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = touched ? formErrors(values, levels, today()) : {};
  const errorText = (k: string) => (errors[k] ? t(`errors.${errors[k]}`) : serverErrors[k]);
  const lines = planLinesOf(values, levels);
  const findings: Violation[] = liveFindings(values, context, levels)
    .map((f) => ({ code: f.code, level: f.level, field: f.field, message: locale === 'en' ? f.messageEn : f.message }));
  /** The plan as the form holds it, its lines named by post level in the findings. */
  const plan: Pick<FilingDetail, 'lines' | 'linePersons'> = {
    lines: lines.map((l, i) => ({ lineNo: i + 1, personId: null, payload: { ...l } })), linePersons: {},
  };

  const set = (patch: Partial<PostSettingValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const k = fieldOfRefusal(field, levels);
    if (k) setServerErrors({ [k]: message });
  }, [levels]);

  const content = () => {
    setTouched(true);
    if (Object.keys(formErrors(values, levels, today())).length) return null;
    return { year: Number(today().slice(0, 4)), ...contentOf(values, context, levels) };
  };

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } };
  return (
    <FilingEditorDialog
      filingType="POST_SETTING" title={t('editor.title')} hint={t('editor.hint')} filing={filing}
      content={content} onFieldError={onFieldError} onClose={onClose} liveFindings={findings}
    >
      <Typography variant="subtitle1" gutterBottom>{t('editor.headerSection', { unit: context.unit.unitName })}</Typography>
      <Box sx={grid}>
        <TextField
          select size="small" label={t('field.settingKind')} value={values.settingKind} required
          error={Boolean(errorText('settingKind'))} helperText={errorText('settingKind')}
          onChange={(e) => set({ settingKind: e.target.value as PostSettingValues['settingKind'] })}
          slotProps={{ htmlInput: { 'data-testid': 'field-settingKind' } }}
        >
          <MenuItem value="FIRST">{t('kind.FIRST')}</MenuItem>
          <MenuItem value="ADJUST">{t('kind.ADJUST')}</MenuItem>
        </TextField>
        <TextField size="small" label={t('field.estabSnapshot')} value={context.quotaInst} disabled helperText={t('editor.readOnly')} />
        <TextField
          size="small" type="date" label={t('field.staffCongressDate')} value={values.staffCongressDate} required
          error={Boolean(errorText('staffCongressDate'))} helperText={errorText('staffCongressDate')}
          onChange={(e) => set({ staffCongressDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'field-staffCongressDate', max: today() } }}
        />
        <TextField
          size="small" label={t('field.dualPostCount')} value={values.dualPostCount} required inputMode="numeric"
          error={Boolean(errorText('dualPostCount'))} helperText={errorText('dualPostCount') ?? t('editor.dualHint')}
          onChange={(e) => set({ dualPostCount: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'field-dualPostCount' } }}
        />
        <TextField
          size="small" label={t('field.plan')} value={values.plan} multiline minRows={2} maxRows={6}
          error={Boolean(errorText('plan'))} helperText={errorText('plan')} sx={{ gridColumn: '1 / -1' }}
          onChange={(e) => set({ plan: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'field-plan' } }}
        />
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection')}</Typography>
      <PlanSummaryBar lines={lines} quotaInst={context.quotaInst} />
      <EditorFindingList violations={findings} filing={plan} testId="plan-live-findings" sx={{ my: 2 }} />
      <PlanCountsTable
        lines={lines} holders={context.holders} counts={values.counts}
        errorOf={(level) => errorText(level)}
        onChange={(level, v) => set({ counts: { ...values.counts, [level]: v } })}
      />
    </FilingEditorDialog>
  );
}
