import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import { useFieldFormat } from '../useFieldFormat';
import { isRecord, type RendererProps } from './types';

type LinePerson = FilingDetail['linePersons'][string];

/**
 * The value a change replaces: the person's current value while the filing is open. Once approved the person
 * already holds the new value, and fields the detail does not carry are unknown: then only the new value shows.
 */
function previous(person: LinePerson | undefined, field: string, status: string): unknown {
  if (!person || status === 'APPROVED' || !(field in person)) return undefined;
  return person[field as keyof LinePerson];
}

/** 人员信息上报: the persons of the lines (ID masked), new or changed, with each changed field old → new. */
export default function PersonInfoLines({ filing }: RendererProps) {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  if (!filing.lines.length) return <Typography color="text.secondary">{t('detail.noLines')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('detail.lines')}>
      <Table size="small" data-testid="filing-lines" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {(['lineNo', 'name', 'idNumber', 'gender', 'post', 'estab', 'op', 'changes', 'reason'] as const).map((c) => (
              <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{t(`person.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filing.lines.map((l) => {
            const p = l.personId === null ? undefined : filing.linePersons[String(l.personId)];
            const op = String(l.payload.op ?? '');
            const changes = isRecord(l.payload.changes) ? Object.entries(l.payload.changes) : [];
            return (
              <TableRow key={l.lineNo} data-testid={`line-${l.lineNo}`}>
                <TableCell>{l.lineNo}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p?.name ?? t('person.unknown', { id: l.personId ?? '' })}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{p?.idNumber ?? t('value.empty')}</TableCell>
                <TableCell>{f.value('gender', p?.gender)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p?.postLevel ? f.value('postLevel', p.postLevel) : f.value('postCategory', p?.postCategory)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p ? [f.value('estabStatus', p.estabStatus), p.estabType && f.value('estabType', p.estabType)].filter(Boolean).join(' · ') : t('value.empty')}</TableCell>
                <TableCell>
                  {t.has(`person.${op}`) ? <Chip size="small" label={t(`person.${op}`)} color={op === 'NEW' ? 'primary' : 'secondary'} variant="outlined" /> : op}
                </TableCell>
                <TableCell>
                  {changes.length === 0 ? t('value.empty') : changes.map(([field, after]) => {
                    const before = previous(p, field, filing.status);
                    return (
                      <Box key={field} sx={{ whiteSpace: 'nowrap' }} data-testid={`change-${field}`}>
                        {f.label(field)}{t('value.sep')}{before === undefined ? '' : `${f.value(field, before)} → `}<strong>{f.value(field, after)}</strong>
                      </Box>
                    );
                  })}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>{f.value('reason', l.payload.reason)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
