import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';

export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

const PAGE = 10;

/**
 * What an uploaded sheet's check found, by row and column, ten to a page. Keyed by the parent on each upload, so a new
 * check starts on its first page.
 */
export default function RowProblemTable({ problems, labels, testId, columnWidth = 160 }: {
  problems: RowProblem[];
  labels: { row: string; column: string; message: string };
  testId: string;
  columnWidth?: number;
}) {
  const [page, setPage] = useState(0);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{labels.row}</TableCell>
              <TableCell sx={{ width: columnWidth }}>{labels.column}</TableCell>
              <TableCell>{labels.message}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.slice(page * PAGE, page * PAGE + PAGE).map((p, i) => (
              <TableRow key={`${p.row}-${p.column}-${i}`}>
                <TableCell>{p.row}</TableCell>
                <TableCell>{p.column}</TableCell>
                <TableCell>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={problems.length} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_e, p) => setPage(p)} />
    </>
  );
}
