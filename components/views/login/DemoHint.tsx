import { useEffect, useState } from 'react';
import { onDemoDatabase } from '@/lib/client/api/demoDatabase';
import { useTranslate } from '@/lib/client/i18n';
import DemoHintText from './DemoHintText';

/**
 * Only the embedded demo database keeps the demo accounts' demo123: a line says so there, when the server says it is.
 * `known`: the served frame already said so (it showed the line), so the page shows it at once without asking.
 */
export default function DemoHint({ known = false }: { known?: boolean }) {
  const t = useTranslate();
  const [demoDatabase, setDemoDatabase] = useState(known);
  useEffect(() => {
    if (!known) void onDemoDatabase().then(setDemoDatabase);
  }, [known]);
  if (!demoDatabase) return null;
  return <DemoHintText text={t('login.demoHint')} testId="login-demo-hint" />;
}
