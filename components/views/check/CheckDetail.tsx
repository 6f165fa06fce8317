import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useNavigate, useSearchParams } from 'react-router';
import RemixIcon from '@/components/shell/RemixIcon';
import FilingDetailView from './FilingDetailView';

/** /view/checkDetail?id=…: a filing opened from any list, with the actions of the signed-in user. */
export default function CheckDetail() {
  const t = useTranslations('filing.detail');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  // A detail opened by a link in a fresh tab has nowhere to go back to but home.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/index'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button startIcon={<RemixIcon name="arrow-left-line" />} onClick={back} size="small" data-testid="detail-back">{t('back')}</Button>
      </Box>
      {id === null ? <Alert severity="warning">{t('missingId')}</Alert> : <FilingDetailView key={id} id={id} titlesPage onDeleted={back} />}
    </Box>
  );
}
