import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';

/** What a view that failed to render shows instead. */
export default function ViewError({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useTranslations('shell.viewError');
  return (
    <Alert
      severity="error"
      data-testid="view-error"
      action={<Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button>}
      sx={{ my: 2 }}
    >
      {t('message', { message })}
    </Alert>
  );
}
