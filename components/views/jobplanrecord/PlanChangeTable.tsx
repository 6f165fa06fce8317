import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { PlanLine } from '@/lib/domain/postSetting';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { planChange, signed, type LevelChange } from './planChange';

interface Props {
  /** The plan in force the proposal changes; null for a first setting. */
  before: readonly PlanLine[] | null;
  after: readonly PlanLine[];
  /** Holders per level when the filing was made. */
  holders: Readonly<Record<string, number>>;
  /** Whether "changes only" starts on (an adjustment). */
  changesOnly: boolean;
}

const DASH = '—';
const diffColor = (n: number | null) => (!n ? 'text.secondary' : n > 0 ? 'success.dark' : 'error.dark');
const isChange = (r: LevelChange) => r.move !== 'SAME' && r.move !== 'NEW';

/** A post setting against the plan in force, per category and level: 现核定 → 拟设置, the difference, and the holders. */
export default function PlanChangeTable({ before, after, holders, changesOnly: initiallyOnly }: Props) {
  const t = useTranslations('jobplanrecord');
  const { label } = useCodeLists(['postLevel', 'postCategory']);
  const [changesOnly, setChangesOnly] = useState(initiallyOnly && before !== null);
  const idBase = useId();
  const categories = planChange(before, after, holders);
  const changed = categories.reduce((s, c) => s + c.changed, 0);
  return (
    <Stack spacing={1.5} data-testid="plan-change">
      {before === null ? (
        <Typography variant="body2" color="text.secondary" data-testid="plan-change-first">{t('change.first')}</Typography>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="body2" data-testid="plan-change-count">
            {changed ? t('change.count', { n: changed }) : t('change.none')}
          </Typography>
          <FormControlLabel
            control={<Switch checked={changesOnly} onChange={(e) => setChangesOnly(e.target.checked)} slotProps={{ input: { 'data-testid': 'plan-change-only' } as object }} />}
            label={t('change.only')}
          />
        </Stack>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))', alignItems: 'start' }}>
        {categories.map((c) => {
          const titleId = `${idBase}-${c.postCategory}`;
          const rows = changesOnly ? c.rows.filter(isChange) : c.rows;
          return (
            <Box
              key={c.postCategory} role="region" aria-labelledby={titleId} tabIndex={0}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
            >
              <Typography id={titleId} variant="subtitle2" sx={{ px: 1.5, py: 1, bgcolor: 'action.hover' }}>{label('postCategory', c.postCategory)}</Typography>
              <Table size="small" aria-labelledby={titleId} data-testid={`plan-change-${c.postCategory}`} sx={{ minWidth: 380 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('column.level')}</TableCell>
                    <TableCell align="right">{t('change.before')}</TableCell>
                    <TableCell align="right">{t('change.after')}</TableCell>
                    <TableCell align="right">{t('column.diff')}</TableCell>
                    <TableCell align="right">{t('column.current')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => {
                    const marked = isChange(r);
                    return (
                      <TableRow
                        key={r.postLevel} data-testid={`plan-change-row-${r.postLevel}`} data-move={r.move}
                        sx={marked ? { bgcolor: 'action.selected', '& > *': { fontWeight: 600 }, '& > :first-of-type': { boxShadow: (th) => `inset 3px 0 0 ${th.palette.warning.main}` } } : undefined}
                      >
                        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                          {label('postLevel', r.postLevel)}
                          {marked && (
                            <Typography component="span" variant="caption" sx={{ ml: 1, px: 0.5, border: 1, borderRadius: 0.5, color: 'text.primary', fontWeight: 600 }}>
                              {t(`change.move.${r.move}`)}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right">{r.before ?? DASH}</TableCell>
                        <TableCell align="right">
                          <Box component="span" aria-hidden sx={{ color: 'text.secondary', mr: 0.5 }}>{r.before === null ? '' : '→'}</Box>
                          {r.after}
                        </TableCell>
                        <TableCell align="right" sx={{ color: diffColor(r.diff) }}>{r.diff === null ? DASH : signed(r.diff)}</TableCell>
                        <TableCell align="right">{r.holders ?? DASH}</TableCell>
                      </TableRow>
                    );
                  })}
                  {!rows.length && (
                    <TableRow>
                      <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>{t('change.categoryUnchanged')}</TableCell>
                    </TableRow>
                  )}
                  <TableRow data-testid={`plan-change-total-${c.postCategory}`} sx={{ '& > *': { fontWeight: 600 } }}>
                    <TableCell component="th" scope="row">
                      {t('column.total')}
                      {changesOnly && <Typography component="span" variant="caption" sx={{ ml: 0.5, fontWeight: 400 }}>{t('change.totalAll')}</Typography>}
                    </TableCell>
                    <TableCell align="right">{c.before ?? DASH}</TableCell>
                    <TableCell align="right">{c.after}</TableCell>
                    <TableCell align="right" sx={{ color: diffColor(c.diff) }}>{c.diff === null ? DASH : signed(c.diff)}</TableCell>
                    <TableCell align="right">{c.holders}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
