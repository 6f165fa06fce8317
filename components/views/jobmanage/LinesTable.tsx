import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';

export interface LineColumn {
  label: string;
  value(payload: Record<string, unknown>): ReactNode;
}

/** A filing's person lines for reviewers: number, name and masked ID, then the type's own columns. */
export default function LinesTable({ filing, columns }: { filing: FilingDetail; columns: LineColumn[] }) {
  const t = useTranslations('filing');
  if (!filing.lines.length) return <Typography color="text.secondary">{t('detail.noLines')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="filing-lines" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('field.personId')}</TableCell>
            {columns.map((c) => <TableCell key={c.label}>{c.label}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {filing.lines.map((l) => {
            const p = filing.linePersons[String(l.personId)];
            return (
              <TableRow key={l.lineNo}>
                <TableCell>{l.lineNo}</TableCell>
                <TableCell>
                  {p?.name ?? t('person.unknown', { id: l.personId ?? '' })}
                  {p && <Typography variant="caption" color="text.secondary" component="div">{p.idNumber}</Typography>}
                </TableCell>
                {columns.map((c) => <TableCell key={c.label}>{c.value(l.payload) ?? t('value.empty')}</TableCell>)}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
