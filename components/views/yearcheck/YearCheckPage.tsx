import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RosterPerson } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { assessmentKeys, getAssessmentRoster } from '@/lib/client/api/assessment';
import { companyKeys, getCompanyInfo } from '@/lib/client/api/company';
import { filingKeys, getFilingDetail } from '@/lib/client/api/filing';
import { today } from '@/lib/domain/datetime';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import AcknowledgeDialog from '@/components/views/check/AcknowledgeDialog';
import { detailPath } from '@/components/views/check/FilingList';
import FilingStatusChip from '@/components/views/check/FilingStatusChip';
import FindingList from '@/components/views/check/FindingList';
import { besideAcknowledgement } from '@/components/views/filing/editorFindings';
import { useFilingDraft } from '@/components/views/filing/useFilingDraft';
import PublicityPeriodFields from '@/components/views/filing/PublicityPeriod';
import AssessmentSheet from './AssessmentSheet';
import AssessmentSummary from './AssessmentSummary';
import { useRosterEntries } from './useRosterEntries';
import { fillCompetent, reportContent, type CapRule } from './workbench';

const EDITABLE = ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'];

/** 年度考核 (/yearcheckManage/yearcheck): the unit enters each person's result for a year, saves it as the report draft, and reports it. */
export default function YearCheckPage() {
  const t = useTranslations('yearcheck');
  const thisYear = Number(today().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const roster = useQuery({ queryKey: assessmentKeys.roster(year), queryFn: () => getAssessmentRoster(year) });
  const reportId = roster.data?.report?.id;
  const report = useQuery({ queryKey: filingKeys.detail(reportId ?? 0), queryFn: () => getFilingDetail(reportId!), enabled: Boolean(reportId) });
  const ready = roster.data && (!reportId || report.data);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select size="small" label={t('year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 140 }}
            slotProps={{ htmlInput: { 'data-testid': 'assess-year' } }}
          >
            {[0, 1, 2, 3].map((d) => <MenuItem key={d} value={thisYear - d}>{t('yearOption', { year: thisYear - d })}</MenuItem>)}
          </TextField>
          <Alert severity="info" sx={{ flex: 1, py: 0 }}>{t('hint', { rate: roster.data?.excellentRate ?? 20, base: roster.data?.excellentBase ?? 'GRADED' })}</Alert>
        </Stack>
      </Paper>
      {roster.isError && <Alert severity="error" action={<Button onClick={() => void roster.refetch()}>{t('retry')}</Button>}>{t('loadFailed')}</Alert>}
      {!ready && !roster.isError && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress /></Box>}
      {ready && (
        <Workbench
          key={`${year}-${reportId ?? 'new'}`} year={year} persons={roster.data.persons} report={report.data}
          cap={{ rate: roster.data.excellentRate, base: roster.data.excellentBase }}
        />
      )}
    </Stack>
  );
}

interface WorkbenchProps {
  year: number;
  persons: RosterPerson[];
  cap: CapRule;
  report: FilingDetail | undefined;
}

function Workbench({ year, persons, cap, report }: WorkbenchProps) {
  const t = useTranslations('yearcheck');
  const client = useQueryClient();
  const state = useRosterEntries(report);
  const company = useQuery({ queryKey: companyKeys.info(), queryFn: () => getCompanyInfo() });
  const refresh = () => void client.invalidateQueries({ queryKey: assessmentKeys.all });
  /** The saved draft is the year's report from now on; the roster learns it when it is next shown (refetching now would reset the sheet). */
  const markStale = () => void client.invalidateQueries({ queryKey: assessmentKeys.all, refetchType: 'none' });
  const draft = useFilingDraft('ASSESSMENT_REPORT', report, refresh);
  const editable = !report || EDITABLE.includes(report.status);

  const body = () => ({
    ...reportContent(persons, state.entries, year, state.note, state.publicity),
    contactName: report?.contactName ?? company.data?.unit.contactName ?? '',
    contactPhone: report?.contactPhone ?? company.data?.unit.contactPhone ?? '',
    remark: report?.remark ?? undefined,
  });
  const sending = useRepeatClickGuard((send: () => Promise<unknown>) => send());
  const waiting = draft.busy || sending.guarded || !persons.length || (!report && !company.data);
  const findings = besideAcknowledgement(draft.findings, Boolean(draft.warnings));

  return (
    <Stack spacing={2}>
      {report && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="assess-report">
          <span>{t('reportIs')}</span>
          <Link component={RouterLink} to={detailPath(report.id)}>{report.filingNo}</Link>
          <FilingStatusChip status={report.status} filingType="ASSESSMENT_REPORT" />
          {!editable && <span>{t('readOnly')}</span>}
        </Stack>
      )}
      <AssessmentSummary persons={persons} entries={state.entries} cap={cap} />
      {findings.length > 0 && (
        <Stack spacing={1} data-testid="assess-findings">
          <FindingList violations={findings.slice(0, 8)} filing={draft.saved} />
          {findings.length > 8 && <Alert severity="info" variant="outlined">{t('moreFindings', { n: findings.length - 8 })}</Alert>}
        </Stack>
      )}
      <Paper variant="outlined">
        <AssessmentSheet
          year={year} persons={persons} entries={state.entries} readOnly={!editable || draft.busy} onChange={state.setEntry}
          toolbar={editable && (
            <Button size="small" onClick={() => state.setAll(fillCompetent(persons, state.entries, year))} data-testid="assess-fill">{t('fillCompetent')}</Button>
          )}
        />
      </Paper>
      {state.hasExcellent && <PublicityPeriodFields value={state.publicity} onChange={state.setPublicity} disabled={!editable} />}
      <TextField
        fullWidth multiline minRows={2} size="small" label={t('committeeNote')} value={state.note} disabled={!editable}
        onChange={(e) => state.setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'committee-note' } }}
      />
      {editable && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={waiting} onClick={() => sending.run(() => draft.saveDraft(body()).then(markStale))} data-testid="assess-save">
            {t('save')}
          </Button>
          <Button variant="contained" disabled={waiting} onClick={() => sending.run(() => draft.saveAndSubmit(body()))} data-testid="assess-report-submit">
            {t('report')}
          </Button>
        </Stack>
      )}
      {draft.warnings && (
        <AcknowledgeDialog
          warnings={draft.warnings} filing={draft.saved} busy={draft.busy} onClose={draft.dismissWarnings} onConfirm={(codes) => draft.acknowledge(codes)}
        />
      )}
    </Stack>
  );
}
