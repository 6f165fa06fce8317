import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { RosterPerson } from '@/lib/contracts/assessment';
import { COMMENTED_RESULTS, isNewcomer, reducedDuring, sanctionLimit } from '@/lib/domain/assessment';
import { PAGE_SIZES } from '@/components/ui/DataTable';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { EMPTY_ENTRY, optionsFor, personFindings, type Entry } from './workbench';

interface Props {
  year: number;
  persons: RosterPerson[];
  entries: Record<number, Entry>;
  readOnly: boolean;
  onChange(personId: number, entry: Entry): void;
  /** Actions beside the search box. */
  toolbar?: ReactNode;
}

/** The persons to assess, a page at a time, each with a result picker limited to what the rules allow and the live checks. */
export default function AssessmentSheet({ year, persons, entries, readOnly, onChange, toolbar }: Props) {
  const t = useTranslations('yearcheck');
  const { label } = useCodeLists(['assessmentResult', 'postLevel']);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [search, setSearch] = useState('');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const found = search.trim() ? persons.filter((p) => p.name.includes(search.trim())) : persons;
  const shown = found.slice(page * size, page * size + size);

  const notes = (p: RosterPerson) => [
    isNewcomer(p, year) && t('note.newcomer'),
    sanctionLimit(p.sanctions, year) === 'UNGRADED' && t('note.ungraded'),
    sanctionLimit(p.sanctions, year) === 'NOT_EXCELLENT' && t('note.warned'),
    reducedDuring(p, year) && t('note.reduced', { date: p.reduceDate ?? '' }),
  ].filter((n): n is string => Boolean(n));

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small" label={t('search')} value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} sx={{ width: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'assess-search', maxLength: 30 } }}
        />
        <Box sx={{ flex: 1 }} />
        {toolbar}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="assessment-sheet" sx={{ minWidth: narrow ? undefined : 760 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 40 }}>#</TableCell>
              {narrow ? <TableCell>{t('col.person')} · {t('col.result')}</TableCell> : (
                <>
                  <TableCell sx={{ width: 180 }}>{t('col.person')}</TableCell>
                  <TableCell sx={{ width: 170 }}>{t('col.result')}</TableCell>
                  <TableCell>{t('col.comment')}</TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((p, i) => {
              const e = entries[p.personId] ?? EMPTY_ENTRY;
              const findings = personFindings(p, e, year);
              const errorOf = (field: string) => findings.find((f) => f.field === field && f.level === 'ERROR');
              const fieldText = (field: string) => {
                const f = errorOf(field);
                return f ? t(`rule.${f.key}`, f.values) : undefined;
              };
              const warnings = findings.filter((f) => f.level === 'WARN');
              const needsComment = COMMENTED_RESULTS.includes(e.result);
              const who = (
                <>
                  <Typography variant="body2">{p.name}</Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[p.deptName, label('postLevel', p.postLevel)].filter(Boolean).join(' · ')}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {notes(p).map((n) => <Chip key={n} size="small" color="warning" variant="outlined" label={n} />)}
                  </Stack>
                </>
              );
              const result = (
                <TextField
                  select fullWidth size="small" value={e.result} disabled={readOnly}
                  error={Boolean(errorOf('result'))} helperText={fieldText('result')}
                  onChange={(ev) => onChange(p.personId, { ...e, result: ev.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': `result-${p.personId}`, 'aria-label': t('col.resultOf', { name: p.name }) } }}
                >
                  <MenuItem value="" disabled>{t('pick')}</MenuItem>
                  {optionsFor(p, year).map((code) => <MenuItem key={code} value={code}>{label('assessmentResult', code)}</MenuItem>)}
                </TextField>
              );
              const remarks = (
                <>
                  {e.result === '0' ? (
                    <TextField
                      fullWidth size="small" required disabled={readOnly} label={t('col.absentReason')} value={e.absentReason}
                      error={Boolean(errorOf('absentReason'))} helperText={fieldText('absentReason')}
                      onChange={(ev) => onChange(p.personId, { ...e, absentReason: ev.target.value })}
                      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `absent-${p.personId}` } }}
                    />
                  ) : (
                    <TextField
                      fullWidth size="small" multiline maxRows={3} required={needsComment} disabled={readOnly}
                      label={needsComment ? t('col.commentRequired') : t('col.commentOptional')} value={e.comment}
                      error={Boolean(errorOf('comment'))} helperText={fieldText('comment')}
                      onChange={(ev) => onChange(p.personId, { ...e, comment: ev.target.value })}
                      slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `comment-${p.personId}` } }}
                    />
                  )}
                  {warnings.map((w) => (
                    <Typography key={w.key} variant="caption" color="warning.main" component="div">{t(`rule.${w.key}`, w.values)}</Typography>
                  ))}
                </>
              );
              return (
                <TableRow key={p.personId} data-testid={`assess-row-${p.personId}`} sx={{ verticalAlign: 'top' }}>
                  <TableCell>{page * size + i + 1}</TableCell>
                  {narrow ? (
                    <TableCell>
                      <Stack spacing={1}>{who}{result}{remarks}</Stack>
                    </TableCell>
                  ) : (
                    <>
                      <TableCell>{who}</TableCell>
                      <TableCell>{result}</TableCell>
                      <TableCell>{remarks}</TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
            {!found.length && (
              <TableRow>
                <TableCell colSpan={narrow ? 2 : 4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{persons.length ? t('noMatch') : t('empty', { year })}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div" count={found.length} page={page} rowsPerPage={size} rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, n) => setPage(n)} onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }}
        labelRowsPerPage={t('perPage')}
      />
    </Box>
  );
}
