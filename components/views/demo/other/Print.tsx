import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/domain/datetime';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';

const PRINTING = 'demo-printing';
const REGION = 'demo-print-region';
const POSTS = [['managerial', 3, 3], ['professional', 12, 11], ['skilled', 5, 4]] as const;

/** While printing, only the region is on paper, on a white page. */
const printStyles = {
  '@media print': {
    [`body.${PRINTING} *`]: { visibility: 'hidden' },
    [`body.${PRINTING} .${REGION}, body.${PRINTING} .${REGION} *`]: { visibility: 'visible' },
    [`body.${PRINTING} .${REGION}`]: { position: 'absolute', left: 0, top: 0, width: '100%', padding: '12mm', color: '#000', background: '#fff' },
    '@page': { size: 'A4', margin: '10mm' },
  },
};

/** Prints one part of the page (a filing form) with window.print and a print stylesheet. */
export default function Print() {
  const t = useTranslations('demo.print');
  const print = () => {
    document.body.classList.add(PRINTING);
    try {
      window.print();
    } finally {
      document.body.classList.remove(PRINTING);
    }
  };

  return (
    <DemoCard
      title={t('title')} subtitle={t('hint')}
      action={<Button variant="contained" onClick={print} startIcon={<RemixIcon name="printer-line" />} data-testid="print-button">{t('print')}</Button>}
    >
      <GlobalStyles styles={printStyles} />
      <Box className={REGION} data-testid="print-region" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
        <Typography variant="h5" component="h2" sx={{ textAlign: 'center', fontWeight: 700, mb: 1 }}>{t('formTitle')}</Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="body2">{t('unit')}</Typography>
          <Typography variant="body2">{t('date', { date: formatDateTime(new Date()).slice(0, 10) })}</Typography>
        </Stack>
        <Table size="small" sx={{ '& td, & th': { border: 1, borderColor: 'divider' } }}>
          <TableHead>
            <TableRow><TableCell>{t('postType')}</TableCell><TableCell align="right">{t('approved')}</TableCell><TableCell align="right">{t('filled')}</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {POSTS.map(([type, approved, filled]) => (
              <TableRow key={type}><TableCell>{t(`posts.${type}`)}</TableCell><TableCell align="right">{approved}</TableCell><TableCell align="right">{filled}</TableCell></TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4 }}>
          <Typography variant="body2">{t('signUnit')}</Typography>
          <Typography variant="body2">{t('signReviewer')}</Typography>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('outside')}</Typography>
    </DemoCard>
  );
}
