import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getSignInQrCode } from '@/lib/client/api/user';
import { formatDateTime } from '@/lib/domain/datetime';

interface Props {
  /** The account the code signs in; the caller's own when absent. */
  account?: { id: number; username: string };
  onClose(): void;
}

/** A one-time QR code that signs the account in on a phone within 5 minutes; a new one can be made at any time. */
export default function SignInQrDialog({ account, onClose }: Props) {
  const t = useTranslations('setting.qrCode');
  const tUi = useTranslations('ui');
  const { data, isFetching, refetch } = useQuery({
    queryKey: ['signInQrCode', account?.id ?? 'self'],
    queryFn: () => getSignInQrCode(account?.id),
    gcTime: 0,
    staleTime: Infinity,
  });
  const code = data?.kind === 'done' ? data.data : undefined;
  const refusal = data && data.kind !== 'done' ? data.message : undefined;

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="qr-title">
      <DialogTitle id="qr-title">{account ? t('titleOf', { username: account.username }) : t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('hint')}</DialogContentText>
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 280 }} data-testid="qr-code">
          {isFetching && <CircularProgress aria-label={tUi('loading')} />}
          {!isFetching && refusal && <Alert severity="error">{refusal}</Alert>}
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made by the server */}
          {!isFetching && code && <img src={code.image} alt={t('alt')} width={280} height={280} />}
        </Box>
        {!isFetching && code && (
          <DialogContentText sx={{ textAlign: 'center' }} data-testid="qr-expires">
            {t('expires', { time: formatDateTime(new Date(code.expiresAt)) })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void refetch()} disabled={isFetching} data-testid="qr-renew">{t('renew')}</Button>
        <Button variant="contained" onClick={onClose}>{tUi('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
