import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useFieldFormat } from '../useFieldFormat';
import { shownEntries, type RendererProps } from './types';

/** Any lines: one row each, the person named when the line has one, a column per payload field. */
export default function GenericLines({ filing }: RendererProps) {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  if (!filing.lines.length) return <Typography color="text.secondary">{t('detail.noLines')}</Typography>;
  const fields = [...new Set(filing.lines.flatMap((l) => shownEntries(l.payload).map(([k]) => k)))];
  const withPerson = filing.lines.some((l) => l.personId !== null);
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('detail.lines')}>
      <Table size="small" data-testid="filing-lines">
        <TableHead>
          <TableRow>
            <TableCell>{f.label('lineNo')}</TableCell>
            {withPerson && <TableCell>{f.label('personId')}</TableCell>}
            {fields.map((k) => <TableCell key={k}>{f.label(k)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {filing.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>{l.lineNo}</TableCell>
              {withPerson && (
                <TableCell>
                  {l.personId === null ? t('value.empty') : filing.linePersons[String(l.personId)]?.name ?? t('person.unknown', { id: l.personId })}
                </TableCell>
              )}
              {fields.map((k) => <TableCell key={k}>{f.value(k, l.payload[k])}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
