import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { settings } from '@/lib/config/settings';
import { errorLogEnabled } from '@/lib/client/errorLog';
import { useErrorLogStore } from '@/lib/client/stores/errorLog';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';

/** Fails while rendering, so the view's error boundary catches and logs it. */
function Broken({ text }: { text: string }): never {
  throw new Error(text);
}

/** Simulates the three kinds of failure the error log records: uncaught, unhandled rejection, render error. */
export default function Log() {
  const t = useTranslations('demo.log');
  const logged = useErrorLogStore((s) => s.errors.length);
  const [broken, setBroken] = useState(false);

  const uncaught = () => setTimeout(() => {
    throw new Error(t('uncaughtText'));
  });
  const rejected = () => void Promise.reject(new Error(t('rejectedText')));

  return (
    <DemoCard title={t('title')} subtitle={t('hint')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" color="error" onClick={uncaught} startIcon={<RemixIcon name="bug-line" />} data-testid="log-uncaught">{t('uncaught')}</Button>
          <Button variant="outlined" color="error" onClick={rejected} startIcon={<RemixIcon name="bug-line" />} data-testid="log-rejected">{t('rejected')}</Button>
          <Button variant="outlined" color="error" onClick={() => setBroken(true)} startIcon={<RemixIcon name="bug-line" />} data-testid="log-render">{t('render')}</Button>
        </Stack>
        <Alert severity={logged ? 'warning' : 'info'} data-testid="log-count">
          {errorLogEnabled(settings.errorLog) ? t('count', { count: logged }) : t('off')}
        </Alert>
        {broken && <Broken text={t('renderText')} />}
      </Stack>
    </DemoCard>
  );
}
