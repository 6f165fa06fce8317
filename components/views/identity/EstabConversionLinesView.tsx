import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { RendererProps } from '@/components/views/check/renderers/types';
import PrintSheetDialog from '@/components/views/jobplanrecord/PrintSheetDialog';
import EstabConversionSheet from './EstabConversionSheet';
import { useConversionText } from './useConversionText';

/** 编制转换 for the reviewer: each person (ID masked), establishment and post before → after, basis and date; and the printable form. */
export default function EstabConversionLinesView({ filing }: RendererProps) {
  const t = useTranslations('identity');
  const text = useConversionText();
  const [printing, setPrinting] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" variant="outlined" onClick={() => setPrinting(true)} data-testid="print-conversion">{t('print.open')}</Button>
      </Stack>
      {!filing.lines.length && <Typography color="text.secondary">{t('editor.noLines')}</Typography>}
      {filing.lines.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="filing-lines" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {(['lineNo', 'name', 'before', 'after', 'basisDoc', 'effectiveDate'] as const).map((c) => (
                  <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{t(`column.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {filing.lines.map((l) => {
                const c = l.payload as EstabConversionLine;
                const p = filing.linePersons[String(l.personId)];
                return (
                  <TableRow key={l.lineNo} data-testid={`line-${l.lineNo}`}>
                    <TableCell>{l.lineNo}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {p?.name ?? l.personId}
                      <Box component="div" sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>{p?.idNumber}</Box>
                    </TableCell>
                    <TableCell>{text.before(c)}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{text.after(c)}</TableCell>
                    <TableCell>{c.basisDoc}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.effectiveDate}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {printing && (
        <PrintSheetDialog title={t('print.title')} onClose={() => setPrinting(false)}>
          <EstabConversionSheet filing={filing} />
        </PrintSheetDialog>
      )}
    </Stack>
  );
}
