import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AssessmentLine } from '@/lib/contracts/assessment';
import { DEFAULT_EXCELLENT_RATE } from '@/lib/domain/assessment';
import { PAGE_SIZES } from '@/components/ui/DataTable';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { RendererProps } from '@/components/views/check/renderers/types';
import AssessmentSummary from './AssessmentSummary';
import { entriesOf } from './workbench';

/** 年度考核上报 for the reviewer: the counts and the excellent cap the server holds the filing to, then each person's result and comments, a page at a time. */
export default function AssessmentLinesView({ filing }: RendererProps) {
  const t = useTranslations('yearcheck');
  const { label } = useCodeLists(['assessmentResult']);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const persons = filing.lines.map((l) => ({ personId: l.personId ?? 0 }));
  return (
    <Box>
      <AssessmentSummary
        persons={persons} entries={entriesOf(filing)} hidePending
        cap={{ rate: filing.excellentRate ?? DEFAULT_EXCELLENT_RATE, base: filing.excellentBase ?? 'GRADED' }}
      />
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" data-testid="filing-lines" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>#</TableCell>
              <TableCell>{t('col.person')}</TableCell>
              <TableCell>{t('col.result')}</TableCell>
              <TableCell>{t('col.comment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filing.lines.slice(page * size, page * size + size).map((l) => {
              const a = l.payload as AssessmentLine;
              return (
                <TableRow key={l.lineNo} data-testid={`line-${l.lineNo}`}>
                  <TableCell>{l.lineNo}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{filing.linePersons[String(l.personId)]?.name ?? l.personId}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: a.result === '1' ? 600 : undefined }}>{a.result ? label('assessmentResult', a.result) : '—'}</TableCell>
                  <TableCell>{a.result === '0' ? a.absentReason : a.comment}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div" count={filing.lines.length} page={page} rowsPerPage={size} rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, n) => setPage(n)} onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }} labelRowsPerPage={t('perPage')}
      />
    </Box>
  );
}
