import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import { SEARCH_ENGINES } from '@/lib/client/errorLog';
import { useErrorLogStore } from '@/lib/client/stores/errorLog';

/**
 * The recorded errors (spec §2.4): the route as a link, the message, the details on hover, and a search of the
 * message on three engines. 'Hide for now' clears the log.
 */
export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useTranslations('shell.errorLog');
  const errors = useErrorLogStore((s) => s.errors);
  const clear = useErrorLogStore((s) => s.clear);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" slotProps={{ paper: { 'data-testid': 'error-log-dialog' } as object }}>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('route')}</TableCell>
                <TableCell>{t('message')}</TableCell>
                <TableCell>{t('details')}</TableCell>
                <TableCell>{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {errors.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={e.route} onClick={onClose}>{e.route}</Link>
                  </TableCell>
                  <TableCell sx={{ color: 'error.main', wordBreak: 'break-word', minWidth: 160 }}>{e.message}</TableCell>
                  <TableCell>
                    <Tooltip title={<Typography component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', m: 0 }}>{e.details}</Typography>}>
                      <Typography variant="body2" color="text.secondary" tabIndex={0} sx={{ cursor: 'help', textDecoration: 'underline dotted' }}>
                        {t('detailsHint')}
                      </Typography>
                    </Tooltip>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                      {SEARCH_ENGINES.map((engine) => (
                        <Link key={engine.name} href={engine.url(e.message)} target="_blank" rel="noopener noreferrer" sx={{ whiteSpace: 'nowrap' }}>
                          {t(`engines.${engine.name}`)}
                        </Link>
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          data-testid="error-log-hide"
          onClick={() => {
            clear();
            onClose();
          }}
        >
          {t('hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
