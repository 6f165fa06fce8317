import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import { linkedNo, linkedTitle, PRINT_COLUMNS, TYPE_FIELDS } from './fields';
import { useRecruitFormat } from './useRecruitFormat';

const PRINTING = 'recruit-printing';
const REGION = 'recruit-print-region';

/** While printing, only the form is on paper, black on white, A4. */
const printStyles = {
  '@media print': {
    [`body.${PRINTING} *`]: { visibility: 'hidden' },
    [`body.${PRINTING} .${REGION}, body.${PRINTING} .${REGION} *`]: { visibility: 'visible' },
    [`body.${PRINTING} .${REGION}`]: { position: 'absolute', left: 0, top: 0, width: '100%', color: '#000', background: '#fff' },
    '@page': { size: 'A4', margin: '12mm' },
  },
};

const cell = { border: '1px solid #000', px: 1, py: 0.5, fontSize: 12, color: '#000' };

/** The approved filing as the form a unit stamps and keeps: number, header, lines, the reviewers' opinions. */
export default function RecruitPrintDialog({ filing, onClose }: { filing: FilingDetail; onClose(): void }) {
  const t = useTranslations('recruit.print');
  const tr = useTranslations('recruit');
  const f = useRecruitFormat();
  const specs = TYPE_FIELDS[filing.filingType];
  const lineSpecs = (PRINT_COLUMNS[filing.filingType] ?? []).map((n) => specs.line!.find((s) => s.name === n)!);
  const headerSpecs = specs.header.filter((s) => s.name !== 'content');
  const last = (action: string) => [...filing.reviews].reverse().find((r) => r.action === action);
  const opinions = [['zg', last('ZG_APPROVE')], ['rsj', last('RSJ_APPROVE')]] as const;
  const print = () => {
    document.body.classList.add(PRINTING);
    try {
      window.print();
    } finally {
      document.body.classList.remove(PRINTING);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen aria-label={t(`titles.${filing.filingType}`)}>
      <GlobalStyles styles={printStyles} />
      <DialogContent sx={{ bgcolor: 'grey.100' }}>
        <Box className={REGION} data-testid="recruit-print-region" sx={{ bgcolor: '#fff', color: '#000', maxWidth: 794, mx: 'auto', p: { xs: 2, sm: 5 } }}>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 700, mb: 2 }}>{t(`titles.${filing.filingType}`)}</Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1, fontSize: 12 }}>
            <span>{t('unit', { unit: filing.unitName })}</span>
            <span>{t('number', { no: filing.filingNo })}</span>
            <span>{t('docNo', { no: filing.approvalDocNo ?? '' })}</span>
          </Stack>
          <Table size="small" sx={{ borderCollapse: 'collapse', mb: 2 }}>
            <TableBody>
              {filing.year !== null && (
                <TableRow><TableCell sx={cell}>{tr('field.year')}</TableCell><TableCell sx={cell}>{filing.year}</TableCell></TableRow>
              )}
              {headerSpecs.map((s) => (
                <TableRow key={s.name}>
                  <TableCell sx={{ ...cell, width: '30%' }}>{f.label(s.name)}</TableCell>
                  <TableCell sx={cell}>{[linkedNo(filing.header, s.name), linkedTitle(filing.header, s.name)].filter(Boolean).join(' ') || f.value(s, s.name, filing.header[s.name])}</TableCell>
                </TableRow>
              ))}
              <TableRow><TableCell sx={cell}>{t('contact')}</TableCell><TableCell sx={cell}>{`${filing.contactName} ${filing.contactPhone}`}</TableCell></TableRow>
            </TableBody>
          </Table>
          {typeof filing.header.content === 'string' && (
            <Typography sx={{ whiteSpace: 'pre-wrap', fontSize: 13, border: '1px solid #000', p: 1, mb: 2 }}>{filing.header.content}</Typography>
          )}
          {lineSpecs.length > 0 && (
            <Table size="small" sx={{ borderCollapse: 'collapse', mb: 2 }} data-testid="recruit-print-lines">
              <TableHead>
                <TableRow>
                  <TableCell sx={cell}>{tr('lines.no')}</TableCell>
                  {lineSpecs.map((s) => <TableCell key={s.name} sx={cell}>{f.label(s.name)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {filing.lines.map((l) => (
                  <TableRow key={l.lineNo}>
                    <TableCell sx={cell}>{l.lineNo}</TableCell>
                    {lineSpecs.map((s) => <TableCell key={s.name} sx={cell}>{f.value(s, s.name, l.payload[s.name])}</TableCell>)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, border: '1px solid #000' }}>
            <Box sx={{ p: 1, minHeight: 120, borderRight: { sm: '1px solid #000' }, fontSize: 12 }}>
              <strong>{t('unitOpinion')}</strong>
              <Box sx={{ mt: 6 }}>{t('seal')}</Box>
            </Box>
            {opinions.map(([node, r]) => (
              <Box key={node} sx={{ p: 1, minHeight: 120, borderRight: { sm: node === 'zg' ? '1px solid #000' : 0 }, fontSize: 12 }} data-testid={`print-opinion-${node}`}>
                <strong>{t(`${node}Opinion`)}</strong>
                <Box sx={{ mt: 1 }}>{r?.opinion ?? ''}</Box>
                <Box sx={{ mt: 2 }}>{r ? t('signed', { name: r.actorName, unit: r.actorUnitName ?? '', at: r.actedAt.slice(0, 10) }) : ''}</Box>
              </Box>
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={print} data-testid="recruit-print-go">{t('go')}</Button>
      </DialogActions>
    </Dialog>
  );
}
