import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { assessmentKeys, getAssessmentRoster } from '@/lib/client/api/assessment';
import { DEFAULT_EXCELLENT_RATE } from '@/lib/domain/assessment';
import { today } from '@/lib/domain/datetime';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import PublicityPeriodFields from '@/components/views/filing/PublicityPeriod';
import AssessmentSheet from './AssessmentSheet';
import AssessmentSummary from './AssessmentSummary';
import { useRosterEntries } from './useRosterEntries';
import { excessOf, reportContent } from './workbench';

/** 年度考核上报 entry form, opened from the report's page to edit a draft or a returned report: the workbench sheet in the filing frame. */
export default function AssessmentReportEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('yearcheck');
  const year = filing?.year ?? Number(today().slice(0, 4));
  const roster = useQuery({ queryKey: assessmentKeys.roster(year), queryFn: () => getAssessmentRoster(year) });
  const state = useRosterEntries(filing);
  const persons = roster.data?.persons ?? [];
  const cap = { rate: roster.data?.excellentRate ?? DEFAULT_EXCELLENT_RATE, base: roster.data?.excellentBase ?? 'GRADED' };

  const content = () => (roster.data && !excessOf(persons, state.entries, cap) ? reportContent(persons, state.entries, year, state.note, state.publicity) : null);

  return (
    <FilingEditorDialog
      filingType="ASSESSMENT_REPORT" title={t('editor.title', { year })} hint={t('editor.hint')} filing={filing} content={content} onClose={onClose}
    >
      {roster.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {roster.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}><CircularProgress /></Box>}
      {roster.data && (
        <Stack spacing={2}>
          <AssessmentSummary persons={persons} entries={state.entries} cap={cap} />
          <AssessmentSheet year={year} persons={persons} entries={state.entries} readOnly={false} onChange={state.setEntry} />
          {state.hasExcellent && <PublicityPeriodFields value={state.publicity} onChange={state.setPublicity} />}
          <TextField
            fullWidth multiline minRows={2} size="small" label={t('committeeNote')} value={state.note}
            onChange={(e) => state.setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      )}
    </FilingEditorDialog>
  );
}
