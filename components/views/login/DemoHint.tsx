import { useEffect, useState } from 'react';
import { onDemoDatabase } from '@/lib/client/api/demoDatabase';
import { useTranslate } from '@/lib/client/i18n';

/** Only the embedded demo database keeps the demo accounts' demo123: a line says so there, when the server says it is. */
export default function DemoHint() {
  const t = useTranslate();
  const [demoDatabase, setDemoDatabase] = useState(false);
  useEffect(() => {
    void onDemoDatabase().then(setDemoDatabase);
  }, []);
  if (!demoDatabase) return null;
  return <p className="signin__hint" data-testid="login-demo-hint">{t('login.demoHint')}</p>;
}
