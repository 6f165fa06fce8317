import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export interface HistoryColumn<R> {
  key: string;
  label: string;
  value(row: R): ReactNode;
}

interface Props<R extends { id: number }> {
  title: string;
  rows: R[];
  columns: HistoryColumn<R>[];
  testId: string;
}

/** One history sub-set of the person card as a small table; a sub-set without rows says so. */
export default function HistoryTable<R extends { id: number }>({ title, rows, columns, testId }: Props<R>) {
  const t = useTranslations('person.history');
  return (
    <Box component="section" sx={{ mb: 2.5 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1, pl: 1, borderLeft: 3, borderColor: 'primary.main' }}>
        {title}（{rows.length}）
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ pl: 1.5 }}>{t('empty')}</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>{columns.map((c) => <TableCell key={c.key} sx={{ whiteSpace: 'nowrap', bgcolor: 'action.hover' }}>{c.label}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>{columns.map((c) => <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }}>{c.value(r) ?? '—'}</TableCell>)}</TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
