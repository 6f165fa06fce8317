import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import type { z } from 'zod';
import type { postStructureRow } from '@/lib/contracts/report';
import { exportPostStructure, getPostStructure, reportKeys, type PostStructureQuery } from '@/lib/client/api/report';
import { DETAIL_LEVELS, levelOf, POST_CATEGORIES, TECH_BANDS } from '@/lib/domain/postStructure';
import { useCodeLists } from '@/components/ui/useCodeLists';
import QueryStatus from '@/components/ui/QueryStatus';
import ReportExportButton from './ReportExportButton';
import ReportPagination, { useReportPage } from './ReportPagination';
import ReportBasis from './ReportBasis';

type Row = z.infer<typeof postStructureRow>;
const FIGURES = ['set', 'held', 'vacant', 'excess'] as const;
const COLUMNS = 1 + POST_CATEGORIES.length * FIGURES.length + TECH_BANDS.length * 2 + 2;

/** The per-level detail of one row: each level's set and held, in the three categories' order. */
function LevelDetail({ row }: { row: Row }) {
  const t = useTranslations('report.postStructure');
  const { label } = useCodeLists(['postLevel']);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 0.5, py: 1 }} data-testid={`post-structure-levels-${row.unitId}`}>
      {DETAIL_LEVELS.map((l) => {
        const { set, held } = levelOf(row, l);
        return (
          <Typography key={l} variant="body2" color={held > set ? 'error.main' : set || held ? 'text.primary' : 'text.disabled'}>
            {label('postLevel', l)}：{t('column.set')} {set} / {t('column.held')} {held}
          </Typography>
        );
      })}
    </Box>
  );
}

/** 岗位结构核对表 (§5.2): per unit, each post category set against held, the technical bands, dual posts, the ratio deviation. */
export default function PostStructureReport() {
  const t = useTranslations('report.postStructure');
  const tYear = useTranslations('report.yearStats');
  const [query, setQuery] = useState<PostStructureQuery>({});
  const [open, setOpen] = useState<Set<number>>(new Set());
  const paging = useReportPage(query);
  const asked = { ...query, ...paging.query };
  const data = useQuery({ queryKey: reportKeys.postStructure(asked), queryFn: () => getPostStructure(asked), placeholderData: keepPreviousData });
  const authorities = data.data?.authorities ?? [];
  const toggle = (unitId: number) => setOpen((s) => {
    const next = new Set(s);
    if (!next.delete(unitId)) next.add(unitId);
    return next;
  });

  const line = (r: Row, total = false) => (
    <Fragment key={r.unitId}>
      <TableRow hover={!total} data-testid={total ? 'post-structure-total' : `post-structure-row-${r.unitId}`} sx={{ '& td': { fontWeight: total ? 600 : undefined } }}>
        <TableCell sx={{ minWidth: 200 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton size="small" onClick={() => toggle(r.unitId)} aria-label={open.has(r.unitId) ? t('hideDetail') : t('showDetail')}
              data-testid={`post-structure-expand-${r.unitId}`}>
              {open.has(r.unitId) ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
            </IconButton>
            <span>{total ? t('total') : r.unitName}</span>
            {!total && !r.hasPlan && <Chip size="small" color="warning" variant="outlined" label={t('noPlan')} />}
          </Stack>
        </TableCell>
        {POST_CATEGORIES.flatMap((c) => FIGURES.map((f) => (
          <TableCell key={`${c}-${f}`} align="right" sx={{ color: f === 'excess' && r.categories[c].excess > 0 ? 'error.main' : undefined }}>{r.categories[c][f]}</TableCell>
        )))}
        {TECH_BANDS.flatMap((b) => (['set', 'held'] as const).map((f) => <TableCell key={`${b}-${f}`} align="right">{r.techBands[b][f]}</TableCell>))}
        <TableCell align="right">{r.dualPosts}</TableCell>
        <TableCell>
          {r.deviates && (
            <Tooltip title={r.deviations.length ? <Box component="span" sx={{ whiteSpace: 'pre-line' }}>{r.deviations.join('\n')}</Box> : ''}>
              <Chip size="small" color="error" variant="outlined" label={t('deviates')} data-testid={`post-structure-deviation-${r.unitId}`} />
            </Tooltip>
          )}
        </TableCell>
      </TableRow>
      {open.has(r.unitId) && (
        <TableRow><TableCell colSpan={COLUMNS} sx={{ bgcolor: 'action.hover' }}><LevelDetail row={r} /></TableCell></TableRow>
      )}
    </Fragment>
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {authorities.length > 1 && (
          <TextField select size="small" label={tYear('authority')} value={query.competentDeptId ?? ''} sx={{ minWidth: 220 }}
            onChange={(e) => setQuery({ competentDeptId: e.target.value === '' ? undefined : Number(e.target.value) })}
            slotProps={{ htmlInput: { 'data-testid': 'post-structure-authority' } }}>
            <MenuItem value="">{tYear('allAuthorities')}</MenuItem>
            {authorities.map((a) => <MenuItem key={a.id} value={a.id}>{a.name}</MenuItem>)}
          </TextField>
        )}
        <ReportExportButton run={() => exportPostStructure(query)} disabled={!data.data} testId="post-structure-export" />
      </Box>
      <ReportBasis text={t('basis')} />
      <QueryStatus query={data} />
      {data.data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-testid="post-structure-table">
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>{t('title')}</Typography>
          {data.data.rows.length === 0 && <Alert severity="info" sx={{ m: 2 }}>{t('none')}</Alert>}
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2}>{t('column.unitName')}</TableCell>
                {POST_CATEGORIES.map((c) => <TableCell key={c} colSpan={FIGURES.length} align="center">{t(`category.${c}`)}</TableCell>)}
                {TECH_BANDS.map((b) => <TableCell key={b} colSpan={2} align="center" sx={{ whiteSpace: 'nowrap' }}>{t(`band.${b}`)}</TableCell>)}
                <TableCell rowSpan={2} align="right" sx={{ whiteSpace: 'nowrap' }}>{t('column.dualPosts')}</TableCell>
                <TableCell rowSpan={2} sx={{ whiteSpace: 'nowrap' }}>{t('column.deviation')}</TableCell>
              </TableRow>
              <TableRow>
                {POST_CATEGORIES.flatMap((c) => FIGURES.map((f) => <TableCell key={`${c}-${f}`} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`column.${f}`)}</TableCell>))}
                {TECH_BANDS.flatMap((b) => (['set', 'held'] as const).map((f) => (
                  <TableCell key={`${b}-${f}`} align="right" sx={{ whiteSpace: 'nowrap' }}>{t(`column.${f}`)}</TableCell>
                )))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.rows.map((r) => line(r))}
              {line(data.data.total, true)}
            </TableBody>
          </Table>
          <ReportPagination paging={paging} count={data.data.rowCount ?? data.data.rows.length} testId="post-structure-pagination" />
        </Paper>
      )}
    </Stack>
  );
}
