import DownloadIcon from '@mui/icons-material/Download';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FILING_TYPES, type FilingType } from '@/lib/contracts/filing';
import { reportRemind, type ProgressRow } from '@/lib/contracts/report';
import { can } from '@/lib/domain/access';
import { today } from '@/lib/domain/datetime';
import { exportProgress, getProgress, remindUnits, reportKeys } from '@/lib/client/api/report';
import { grantsOf, useAclStore } from '@/lib/client/stores/acl';
import { message } from '@/lib/client/stores/messages';
import { useAddressFilters } from '@/components/routing/useAddressFilters';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { detailPath } from '@/components/views/check/FilingList';
import { useFilingStatusName } from '@/components/views/check/filingStatus';
import { isReportYear, progressErrors } from './searchForms';
import ReportPagination, { useReportPage } from './ReportPagination';

const CARDS = ['expected', 'filed', 'overdue', 'submitted', 'submitRate', 'pendingZg', 'pendingRsj', 'returned', 'approved', 'approvalRate', 'averageReviewDays'] as const;
const WAIT_COLOUR = { normal: undefined, warning: 'warning.main', overdue: 'error.main' } as const;
const STATUS_COLOUR: Record<ProgressRow['status'], 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  NOT_REPORTED: 'error', DRAFT: 'default', PENDING_ZG: 'info', RETURNED_ZG: 'warning', PENDING_RSJ: 'info', RETURNED_RSJ: 'warning', APPROVED: 'success',
};

const INITIAL = { type: 'ASSESSMENT_REPORT', year: today().slice(0, 4) };
type Filters = typeof INITIAL;
const NONE: ReadonlySet<number> = new Set();

/**
 * 上报单位审核进度 (§5.3): units due for a type and year, grouped by authority, with summary cards, reminders and export.
 * The type and year are kept in the address (`?type=…&year=…`), so a link opens the view on them.
 */
export default function ProgressView() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const statusName = useFilingStatusName();
  const { applied, draft, setDraft, apply } = useAddressFilters<Filters>(INITIAL, { type: FILING_TYPES });
  const query = { filingType: (applied.type || INITIAL.type) as FilingType, year: Number(isReportYear(applied.year) ? applied.year : INITIAL.year) };
  const queryKey = `${query.filingType} ${query.year}`;
  // The selection belongs to the table it was made on.
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: queryKey, ids: NONE });
  const selected = picked.key === queryKey ? picked.ids : NONE;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // A base unit sees its own progress; reminding units is the reviewers' (the selection serves nothing else).
  const reminds = useAclStore((st) => can(grantsOf(st), reportRemind.access as readonly string[]));
  const yearError = progressErrors(draft).year;
  const paging = useReportPage(query);
  const asked = { ...query, ...paging.query };
  const data = useQuery({ queryKey: reportKeys.progress(asked), queryFn: () => getProgress(asked), placeholderData: keepPreviousData });

  const groups = useMemo(() => {
    const rows = data.data?.rows ?? [];
    return [...new Set(rows.map((r) => r.competentDeptId))].map((id) => ({ id, rows: rows.filter((r) => r.competentDeptId === id) }));
  }, [data.data]);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    setPicked({ key: queryKey, ids: next });
  };
  const summary = data.data?.summary;
  // Overdue has a meaning only for a round a campaign (上报任务) sets a deadline for.
  const cards = CARDS.filter((k) => k !== 'overdue' || summary?.deadline);
  const cardValue = (k: (typeof CARDS)[number]) => {
    const v = summary?.[k];
    if (v == null) return '—';
    return k.endsWith('Rate') ? `${v}%` : String(v);
  };
  const doRemind = async () => {
    setBusy(true);
    try {
      const { reminded } = await remindUnits({ ...query, unitIds: [...selected] });
      message.success(t('progress.remindDone', { count: reminded }));
      setPicked({ key: queryKey, ids: NONE });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const doExport = async () => {
    setBusy(true);
    try {
      await exportProgress(query);
      message.success(t('export.done'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('progress.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t(reminds ? 'progress.hint' : 'progress.hintOwnUnit')}</Typography>
        {summary?.deadline && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="progress-deadline">{t('progress.deadline', { deadline: summary.deadline })}</Typography>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }} component="form"
        onSubmit={(e) => { e.preventDefault(); if (!yearError) apply(draft); }}>
        <TextField select size="small" label={t('progress.type')} value={draft.type || INITIAL.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })} sx={{ minWidth: 220, flex: '1 1 220px' }}
          slotProps={{ htmlInput: { 'data-testid': 'progress-type' } }}>
          {FILING_TYPES.map((k) => <MenuItem key={k} value={k}>{t(`filingType.${k}`)}</MenuItem>)}
        </TextField>
        <TextField size="small" label={t('progress.year')} value={draft.year} onChange={(e) => setDraft({ ...draft, year: e.target.value.trim() })} error={Boolean(yearError)}
          helperText={yearError && t(yearError)} sx={{ width: 140 }} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'progress-year' } }} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={Boolean(yearError)} data-testid="progress-query">{t('progress.query')}</Button>
      </Paper>
      {data.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => data.refetch()}>{tUi('retry')}</Button>}>
          {(data.error as Error).message || t('loadFailed')}
        </Alert>
      )}
      {data.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress /></Box>}
      {summary && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: `repeat(${Math.ceil(cards.length / 2)}, 1fr)` } }}>
          {cards.map((k) => (
            <Paper key={k} variant="outlined" sx={{ p: 1.5 }} data-testid={`progress-card-${k}`}>
              <Typography variant="caption" color="text.secondary">{k === 'approved' ? statusName('APPROVED', query.filingType) : t(`progress.cards.${k}`)}</Typography>
              <Typography variant="h6" sx={{ fontWeight: 600, color: k === 'overdue' && summary.overdue ? 'error.main' : undefined }}>{cardValue(k)}</Typography>
            </Paper>
          ))}
        </Box>
      )}
      {data.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {reminds && (
            <Button variant="contained" color="warning" startIcon={<NotificationsActiveIcon />} disabled={!selected.size || busy} onClick={() => setConfirming(true)} data-testid="progress-remind">
              {t('progress.remindSelected', { count: selected.size })}
            </Button>
          )}
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy || !data.data.rows.length} onClick={doExport} data-testid="progress-export">{t('export.action')}</Button>
        </Box>
      )}
      {data.data && !data.data.rows.length && <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}><Typography color="text.secondary">{t('empty')}</Typography></Paper>}
      {data.data && data.data.rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined" data-testid="progress-table">
          <Table size="small">
            <TableHead>
              <TableRow>
                {reminds && <TableCell padding="checkbox" />}
                {(['unitName', 'filingNo', 'status', 'submitCount', 'lastSubmittedAt', 'waitingDays', 'lastOpinion'] as const).map((c) => (
                  <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{t(`progress.column.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.flatMap((g) => {
                const ids = g.rows.map((r) => r.unitId);
                const all = ids.every((id) => selected.has(id));
                return [
                  <TableRow key={`g${g.id}`} sx={{ bgcolor: 'action.hover' }}>
                    {reminds && (
                      <TableCell padding="checkbox">
                        <Checkbox size="small" checked={all} indeterminate={!all && ids.some((id) => selected.has(id))} onChange={(e) => toggle(ids, e.target.checked)}
                          slotProps={{ input: { 'aria-label': t('progress.selectGroup') } }} />
                      </TableCell>
                    )}
                    <TableCell colSpan={7} sx={{ fontWeight: 600 }}>
                      {g.rows[0].competentDeptName ?? t('progress.noAuthority')} · {t('progress.units', { count: g.rows.length })}
                    </TableCell>
                  </TableRow>,
                  ...g.rows.map((r) => (
                    <TableRow key={r.unitId} hover data-testid={`progress-unit-${r.unitId}`}>
                      {reminds && (
                        <TableCell padding="checkbox">
                          <Checkbox size="small" checked={selected.has(r.unitId)} onChange={(e) => toggle([r.unitId], e.target.checked)} slotProps={{ input: { 'aria-label': r.unitName } }} />
                        </TableCell>
                      )}
                      <TableCell sx={{ minWidth: 180 }}>{r.unitName}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {r.filingId !== null ? (
                          <Link component={RouterLink} to={detailPath(r.filingId)} data-testid={`progress-filing-${r.unitId}`}>
                            {r.filingNo ?? t('progress.draftNo', { id: r.filingId })}
                          </Link>
                        ) : r.filingNo ?? '—'}
                      </TableCell>
                      <TableCell><Chip size="small" color={STATUS_COLOUR[r.status]} label={r.status === 'NOT_REPORTED' || r.status === 'DRAFT' ? t(`progress.status.${r.status}`) : statusName(r.status, query.filingType)} /></TableCell>
                      <TableCell align="right">{r.submitCount}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.lastSubmittedAt ?? '—'}</TableCell>
                      <TableCell align="right" sx={{ color: r.waitingLevel ? WAIT_COLOUR[r.waitingLevel] : undefined, fontWeight: r.waitingLevel && r.waitingLevel !== 'normal' ? 600 : undefined }}>
                        {r.waitingDays ?? '—'}
                      </TableCell>
                      <TableCell sx={{ minWidth: 200 }}>{r.lastOpinion ?? '—'}</TableCell>
                    </TableRow>
                  )),
                ];
              })}
            </TableBody>
          </Table>
          <ReportPagination paging={paging} count={data.data.rowCount ?? data.data.rows.length} testId="progress-pagination" />
        </TableContainer>
      )}
      <ConfirmDialog open={confirming} title={t('progress.remindTitle')} confirmText={t('progress.remind')} busy={busy} onClose={() => setConfirming(false)} onConfirm={doRemind}>
        {t('progress.remindBody', { count: selected.size })}
      </ConfirmDialog>
    </Stack>
  );
}
