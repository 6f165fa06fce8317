import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { RendererProps } from '@/components/views/check/renderers/types';
import { TYPE_FIELDS } from './fields';
import { useRecruitFormat } from './useRecruitFormat';

/** A recruitment filing's lines (posts, talents, persons hired): every field a column, ID numbers masked. */
export default function RecruitLines({ filing }: RendererProps) {
  const t = useTranslations('recruit');
  const f = useRecruitFormat();
  const specs = TYPE_FIELDS[filing.filingType]?.line ?? [];
  if (!filing.lines.length) return <Typography color="text.secondary">{t('lines.emptyDetail')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="filing-lines" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lines.no')}</TableCell>
            {specs.map((s) => <TableCell key={s.name} sx={{ whiteSpace: 'nowrap' }}>{f.label(s.name)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {filing.lines.map((l) => (
            <TableRow key={l.lineNo} data-testid={`line-${l.lineNo}`}>
              <TableCell>{l.lineNo}</TableCell>
              {specs.map((s) => (
                <TableCell key={s.name} sx={{ whiteSpace: s.kind === 'longText' ? 'normal' : 'nowrap', minWidth: s.kind === 'longText' ? 200 : undefined }}>
                  {f.value(s, s.name, l.payload[s.name])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
