import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { onDemoDatabase } from '@/lib/client/api/demoDatabase';

/** Only the embedded demo database keeps the demo accounts' demo123: a line says so there, when the server says it is. */
export default function DemoHint() {
  const t = useTranslations('login');
  const [demoDatabase, setDemoDatabase] = useState(false);
  useEffect(() => {
    void onDemoDatabase().then(setDemoDatabase);
  }, []);
  if (!demoDatabase) return null;
  return <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }} data-testid="login-demo-hint">{t('demoHint')}</Typography>;
}
